import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Segmented, Spin } from 'antd';
import { campaignsQueries } from '../shared/campaignsQueries.ts';
import { CampaignTimelineList } from './CampaignTimelineList.tsx';

type Scope = 'campaign' | 'all';
const SCOPES: { value: Scope; label: string }[] = [
  { value: 'campaign', label: 'Campaign' },
  { value: 'all', label: 'With every e-mail' },
];

/** The campaign's timeline, oldest first: its own events, or with every recipient e-mail's; more on request. */
export function CampaignTimelineCard({ campaignId }: { campaignId: string }) {
  const [scope, setScope] = useState<Scope>('campaign');
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(campaignsQueries.events(campaignId, { scope }));
  const events = data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <Card
      title="Timeline"
      size="small"
      role="region"
      aria-label="Timeline"
      extra={<Segmented<Scope> size="small" options={SCOPES} value={scope} onChange={setScope} aria-label="Timeline events" />}
    >
      {error && <Alert type="error" showIcon title={error.message} />}
      {isPending && <Spin />}
      {!isPending && !error && events.length === 0 && <Empty description="Nothing has happened yet" />}
      <CampaignTimelineList events={events} />
      {hasNextPage && (
        <Flex justify="center">
          <Button loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Load more
          </Button>
        </Flex>
      )}
    </Card>
  );
}
