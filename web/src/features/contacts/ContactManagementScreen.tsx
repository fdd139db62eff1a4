import { useEffect, useState } from 'react';
import { Alert, Card, Flex, Grid, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ContactStatus } from '@outreach/contracts';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue.ts';
import { pageCursorTo, type PageCursor } from '../../shared/paging/pageCursorTo.ts';
import { PageLayout } from '../../shared/layout/PageLayout.tsx';
import {
  contactsLoadErrorMessage,
  CONTACTS_PAGE_SIZE,
  CONTACTS_SEARCH_DEBOUNCE_MS,
  CONTACTS_SEARCH_PARAM,
  isUnauthorized,
} from './contactsListing.ts';
import { contactsQueries } from './contactsQueries.ts';
import { ContactsBulkBar } from './ContactsBulkBar.tsx';
import { ContactsPager } from './ContactsPager.tsx';
import { ContactsTable } from './ContactsTable.tsx';
import { ContactsToolbar } from './ContactsToolbar.tsx';
import type { Contact, StatusFilter } from './contactsTypes.ts';
import { useBulkUpdateContactStatus } from './useBulkUpdateContactStatus.ts';
import { useUpdateContactStatus, useUpdatingContactIds } from './useUpdateContactStatus.ts';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';

/** Dialogs are loaded when first opened. */
const ImportContactsModal = lazyNamed(() => import('../contactImports/ImportContactsModal.tsx'), 'ImportContactsModal');

export function ContactManagementScreen() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;

  const [searchInput, setSearchInput] = useState(() => searchParams.get(CONTACTS_SEARCH_PARAM) ?? '');
  const search = useDebouncedValue(searchInput.trim(), CONTACTS_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  // The page belongs to one search and status: another filter starts again on page 1.
  const filterKey = `${status}\u0000${search}`;
  // Pages are asked for by the cursor of the page shown (each as quick as the first); the page
  // number is counted here.
  const [paging, setPaging] = useState<{ filterKey: string; page: number; cursor: PageCursor }>({ filterKey, page: 1, cursor: {} });
  const current = paging.filterKey === filterKey ? paging : { page: 1, cursor: {} };
  const page = current.page;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [importOpen, setImportOpen] = useState(false);

  const { data, error, isLoading, isFetching, isPlaceholderData } = useQuery(contactsQueries.list({ search, status, page, ...current.cursor }));
  // The subtitle counts every contact, whatever the search and status: the first unfiltered page
  // (the same query as the list's when nothing is filtered) answers that total.
  const { data: everyone } = useQuery(contactsQueries.list({ search: '', status: 'all', page: 1 }));
  const updateStatus = useUpdateContactStatus();
  const updatingIds = useUpdatingContactIds();
  const bulkUpdate = useBulkUpdateContactStatus(() => setSelectedIds([]));

  const unauthorized = isUnauthorized(error);
  useEffect(() => {
    if (unauthorized) navigate('/auth', { replace: true });
  }, [unauthorized, navigate]);

  // A failed load empties the list (spec part 1 §2).
  const contacts = error ? [] : (data?.contacts ?? []);
  const total = error ? 0 : (data?.total ?? 0);
  const visibleSelectedIds = selectedIds.filter((id) => contacts.some((contact) => contact.id === id));
  const filtered = search !== '' || status !== 'all';

  const handleSearchChange = (next: string) => setSearchInput(next);
  const handleStatusChange = (next: StatusFilter) => {
    setStatus(next);
    setSelectedIds([]);
  };
  const handlePageChange = (next: number) => {
    setPaging({ filterKey, page: next, cursor: pageCursorTo(next, page, data) });
    setSelectedIds([]);
  };
  const handleRowStatusChange = (contact: Contact, next: ContactStatus) => updateStatus.mutate({ id: contact.id, status: next });
  const handleBulkApply = (next: ContactStatus) => bulkUpdate.mutate({ ids: visibleSelectedIds, status: next });
  const handleClearSelection = () => setSelectedIds([]);
  const handleOpenImport = () => setImportOpen(true);
  const handleCloseImport = () => setImportOpen(false);

  return (
    <PageLayout title="Contact Management">
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Manage your {(everyone?.total ?? total).toLocaleString('en-US')} real estate agent contacts
      </Typography.Paragraph>
      <Card styles={{ body: { padding: compact ? 12 : 24 } }}>
        <Flex vertical gap={16}>
          <ContactsToolbar
            search={searchInput}
            status={status}
            onSearchChange={handleSearchChange}
            onStatusChange={handleStatusChange}
            onImport={handleOpenImport}
          />
          {visibleSelectedIds.length > 0 && (
            <ContactsBulkBar
              count={visibleSelectedIds.length}
              busy={bulkUpdate.isPending}
              onApply={handleBulkApply}
              onClear={handleClearSelection}
            />
          )}
          {error && !unauthorized && <Alert type="error" showIcon title={contactsLoadErrorMessage(error)} />}
          {isLoading ? (
            <Flex vertical align="center" gap={12} style={{ padding: '48px 0' }} role="status">
              <Spin />
              <Typography.Text type="secondary">Loading contacts...</Typography.Text>
            </Flex>
          ) : (
            <ContactsTable
              contacts={contacts}
              selectedIds={visibleSelectedIds}
              updatingIds={updatingIds}
              compact={compact}
              loading={(isFetching && isPlaceholderData) || bulkUpdate.isPending}
              emptyHint={filtered ? 'Try adjusting your search or filters' : 'No contacts in your database'}
              onSelectionChange={setSelectedIds}
              onStatusChange={handleRowStatusChange}
            />
          )}
          <ContactsPager
            page={page}
            pageSize={CONTACTS_PAGE_SIZE}
            total={total}
            busy={isPlaceholderData}
            onPageChange={handlePageChange}
          />
        </Flex>
      </Card>
      <OpenedOnce open={importOpen}>
        <ImportContactsModal open={importOpen} onClose={handleCloseImport} />
      </OpenedOnce>
    </PageLayout>
  );
}
