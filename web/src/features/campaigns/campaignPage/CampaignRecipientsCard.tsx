import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CAMPAIGN_MESSAGE_STATUSES, type CampaignMessageStatus } from '@outreach/contracts/campaignChoices.ts';
import { formatDateTime } from '../../../shared/format/formatDate.ts';
import { MESSAGE_STATUS_COLORS, MESSAGE_STATUS_LABELS, recipientReasonText } from '../shared/campaignDisplay.ts';
import { campaignsQueries, RECIPIENTS_PAGE_SIZE } from '../shared/campaignsQueries.ts';
import type { CampaignRecipient } from '../shared/campaignTypes.ts';
import { RecipientOutcomeDrawer } from './RecipientOutcomeDrawer.tsx';
import { HintTooltip } from '../../../shared/tooltip/HintTooltip.tsx';

const ALL = 'all';

/** The list's text when a send that began has no e-mail: the verification left no one. */
const NO_ONE_LEFT = 'No e-mails: every address the filter matched was invalid or unsubscribed, and was left out when the send started (see the timeline).';

/**
 * Every recipient of the send with the outcome of its e-mail, a page at a time, filtered by
 * outcome; a row opens what happened to it. `started`: the send has begun (its audience fixed).
 */
export function CampaignRecipientsCard({ campaignId, started }: { campaignId: string; started: boolean }) {
  const [status, setStatus] = useState<CampaignMessageStatus | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<CampaignRecipient | null>(null);
  const { data, error, isFetching } = useQuery({ ...campaignsQueries.recipients(campaignId, { status, page }), placeholderData: keepPreviousData });
  const counts = data?.counts;

  const handleStatus = (value: string) => {
    setStatus(value === ALL ? null : (value as CampaignMessageStatus));
    setPage(1);
  };

  const columns: TableColumnsType<CampaignRecipient> = [
    {
      title: 'Recipient',
      key: 'recipient',
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.name ?? r.email}</Typography.Text>
          {r.name && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.email}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Outcome',
      key: 'status',
      render: (_, r) => {
        const tag = <Tag color={MESSAGE_STATUS_COLORS[r.status]}>{MESSAGE_STATUS_LABELS[r.status]}</Tag>;
        const why = recipientReasonText(r);
        return why ? <HintTooltip title={why}>{tag}</HintTooltip> : tag;
      },
    },
    { title: 'Sent', key: 'sent', render: (_, r) => formatDateTime(r.sentAt) || '—', responsive: ['sm'] },
    { title: 'Opened', key: 'opened', render: (_, r) => formatDateTime(r.openedAt) || '—', responsive: ['md'] },
    { title: 'Clicked', key: 'clicked', render: (_, r) => formatDateTime(r.clickedAt) || '—', responsive: ['md'] },
    {
      title: '',
      key: 'open',
      render: (_, r) => (
        <Button size="small" onClick={() => setOpen(r)} aria-label={`Outcome of ${r.email}`}>
          Details
        </Button>
      ),
    },
  ];

  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  const options = [
    { value: ALL, label: `All outcomes${counts ? ` (${total})` : ''}` },
    ...CAMPAIGN_MESSAGE_STATUSES.map((s) => ({ value: s, label: `${MESSAGE_STATUS_LABELS[s]}${counts ? ` (${counts[s]})` : ''}` })),
  ];

  return (
    <Card
      title="Recipients"
      size="small"
      role="region"
      aria-label="Recipients"
      extra={<Select size="small" value={status ?? ALL} onChange={handleStatus} options={options} style={{ minWidth: 160 }} aria-label="Filter by outcome" />}
    >
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} />}
      <Table<CampaignRecipient>
        rowKey="messageId"
        size="small"
        columns={columns}
        dataSource={data?.recipients ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: status !== null ? 'No recipient with this outcome.' : started ? NO_ONE_LEFT : 'No e-mails yet: the campaign has not been sent.' }}
        pagination={{ current: page, pageSize: RECIPIENTS_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
        onRow={(r) => ({ onDoubleClick: () => setOpen(r) })}
      />
      <RecipientOutcomeDrawer campaignId={campaignId} recipient={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
