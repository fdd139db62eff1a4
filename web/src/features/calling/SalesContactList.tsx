import { useState } from 'react';
import { Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import type { CallFilter, Tier } from '@outreach/contracts';
import { pageCursorTo, type PageCursor } from '../../shared/paging/pageCursorTo.ts';
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
  // Pages are asked for by the cursor of the page shown (each as quick as the first); the page number is counted here.
  const [paging, setPaging] = useState<{ page: number; cursor: PageCursor }>({ page: 1, cursor: {} });
  const { page } = paging;
  const { data, error, isLoading, isFetching, isPlaceholderData } = useQuery(callingQueries.callingList({ tier, page, filter, ...paging.cursor }));
  useFailureToast(error, 'Failed to fetch contacts');

  const total = data?.total ?? 0;
  const pages = totalPages(total);
  const handleFilterChange = (next: CallFilter) => {
    setFilter(next);
    setPaging({ page: 1, cursor: {} });
  };
  const handlePageChange = (next: number) => setPaging({ page: next, cursor: pageCursorTo(next, page, data) });

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
        onPageChange={handlePageChange}
      />
    </Flex>
  );
}
