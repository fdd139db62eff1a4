import { useState } from 'react';
import { Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import type { CallFilter, Tier } from '@outreach/contracts';
import { salesCallFilterAtom } from './callingAtoms.ts';
import { callingListTitle, totalPages } from './callingLists.ts';
import { callingQueries } from './callingQueries.ts';
import { CallFilterPicker } from './CallFilterPicker.tsx';
import { ContactCardGrid } from './ContactCardGrid.tsx';
import { useFailureToast } from './useFailureToast.ts';

interface SalesContactListProps {
  tier: Tier;
}

/** A chosen tier's agents: the call-status filter and the paged cards. Another tier starts on page 1 (the parent keys this by tier). */
export function SalesContactList({ tier }: SalesContactListProps) {
  const [filter, setFilter] = useAtom(salesCallFilterAtom);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, isPlaceholderData } = useQuery(callingQueries.callingList({ tier, page, filter }));
  useFailureToast(error, 'Failed to fetch contacts');

  const total = data?.total ?? 0;
  const pages = totalPages(total);
  const handleFilterChange = (next: CallFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <Flex vertical gap={16}>
      <CallFilterPicker value={filter} onChange={handleFilterChange} />
      <ContactCardGrid
        title={callingListTitle(total, page, pages)}
        contacts={error ? [] : (data?.contacts ?? [])}
        loading={isLoading || (isFetching && isPlaceholderData)}
        emptyText="No contacts available for this tier"
        page={page}
        totalPages={pages}
        onPageChange={setPage}
      />
    </Flex>
  );
}
