import { Button, Flex } from 'antd';
import { ImportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import type { CallFilter } from '@outreach/contracts';
import { rentalCallFilterAtom, rentalMinRentalsAtom, rentalPageAtom } from './callingAtoms.ts';
import { callingListTitle, totalPages } from './callingLists.ts';
import { callingQueries } from './callingQueries.ts';
import { CallFilterPicker } from './CallFilterPicker.tsx';
import { ContactCardGrid } from './ContactCardGrid.tsx';
import { RentalMinimumSelect } from './RentalMinimumSelect.tsx';
import { useFailureToast } from './useFailureToast.ts';
import { useImportRentalPage } from './useImportRentalPage.ts';

/** Agents with rental listings (staged agents included), their filters and Import Current Page. */
export function RentalAgentsTab() {
  const [minRentals, setMinRentals] = useAtom(rentalMinRentalsAtom);
  const [filter, setFilter] = useAtom(rentalCallFilterAtom);
  const [page, setPage] = useAtom(rentalPageAtom);
  const { data, error, isLoading, isFetching, isPlaceholderData } = useQuery(callingQueries.rentalList({ minRentals, page, filter }));
  useFailureToast(error, 'Failed to fetch contacts');
  const importPage = useImportRentalPage();

  const contacts = error ? [] : (data?.contacts ?? []);
  const total = data?.total ?? 0;
  const pages = Math.max(data?.totalPages ?? totalPages(total), 1);
  const loading = isLoading || (isFetching && isPlaceholderData);

  const handleMinimumChange = (next: number) => {
    setMinRentals(next);
    setPage(1);
  };
  const handleFilterChange = (next: CallFilter) => {
    setFilter(next);
    setPage(1);
  };
  const handleImport = () => importPage.mutate(contacts);

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <RentalMinimumSelect value={minRentals} onChange={handleMinimumChange} />
        <Button
          type="primary"
          icon={<ImportOutlined aria-hidden />}
          disabled={contacts.length === 0 || loading || importPage.isPending}
          loading={importPage.isPending}
          onClick={handleImport}
        >
          {importPage.isPending ? 'Importing...' : 'Import Current Page'}
        </Button>
      </Flex>
      <CallFilterPicker value={filter} onChange={handleFilterChange} />
      <ContactCardGrid
        title={callingListTitle(total, page, pages)}
        contacts={contacts}
        loading={loading}
        emptyText={`No rental agents found with ${minRentals}+ listings`}
        page={page}
        totalPages={pages}
        showRentals
        onPageChange={setPage}
      />
    </Flex>
  );
}
