import { useState } from 'react';
import { Alert, Button, Card, Flex, Grid, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { PageLayout } from '../../shared/layout/PageLayout.tsx';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';
import { outboxFiltersAtom } from './outboxAtoms.ts';
import { OutboxFiltersBar } from './OutboxFiltersBar.tsx';
import { outboxQueries } from './outboxQueries.ts';
import { OutboxTable } from './OutboxTable.tsx';
import type { OutboundEmail } from './outboxTypes.ts';

/** The details are loaded when an e-mail is first opened. */
const OutboundEmailDrawer = lazyNamed(() => import('./OutboundEmailDrawer.tsx'), 'OutboundEmailDrawer');

/**
 * /outbox: every e-mail the sending engine was asked to send (tests, campaigns), newest first,
 * what became of each and why; read again every 5 s while one is still on its way.
 */
export function OutboxScreen() {
  const [filters, setFilters] = useAtom(outboxFiltersAtom);
  const { data, error, isLoading, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(outboxQueries.list(filters));
  const screens = Grid.useBreakpoint();
  const compact = screens.md === false;
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const emails = data?.pages.flatMap((page) => page.emails) ?? [];
  const handleOpen = (email: OutboundEmail) => {
    setOpenId(email.id);
    setDrawerOpen(true);
  };
  const handleClose = () => setDrawerOpen(false);
  const handleRefresh = () => void refetch();
  const handleMore = () => void fetchNextPage();

  const refresh = (
    <Button icon={<ReloadOutlined aria-hidden />} onClick={handleRefresh} loading={isFetching && !isFetchingNextPage && !isLoading}>
      Refresh
    </Button>
  );
  return (
    <PageLayout title="Outbox" extra={refresh}>
      <Typography.Paragraph type="secondary">
        Every e-mail the platform was asked to send, newest first. With no mailbox set up, the sandbox simulates them: nothing leaves, and
        each shows the message as it would have gone out.
      </Typography.Paragraph>
      <Card>
        <Flex vertical gap={16}>
          <OutboxFiltersBar filters={filters} onChange={setFilters} />
          {error && <Alert type="error" showIcon title="Failed to load the outbox" description={error.message} />}
          <OutboxTable emails={emails} loading={isLoading} compact={compact} filtered={filters.status !== null || filters.sandboxOnly} onOpen={handleOpen} />
          {hasNextPage && (
            <Flex justify="center">
              <Button onClick={handleMore} loading={isFetchingNextPage}>
                Load more
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
      <OpenedOnce open={drawerOpen}>
        <OutboundEmailDrawer emailId={openId} open={drawerOpen} onClose={handleClose} />
      </OpenedOnce>
    </PageLayout>
  );
}
