import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../shared/format/formatDate.ts';
import { MESSAGE_STATUS_COLORS, MESSAGE_STATUS_LABELS, recipientReasonText } from '../shared/campaignDisplay.ts';
import { campaignsQueries } from '../shared/campaignsQueries.ts';
import type { CampaignRecipient } from '../shared/campaignTypes.ts';
import { CampaignTimelineList } from './CampaignTimelineList.tsx';

interface RecipientOutcomeDrawerProps {
  campaignId: string;
  recipient: CampaignRecipient | null;
  onClose: () => void;
}

/** One recipient's e-mail: its outcome and why, its times, and everything that happened to it. */
export function RecipientOutcomeDrawer({ campaignId, recipient, onClose }: RecipientOutcomeDrawerProps) {
  return (
    <Drawer open={recipient !== null} onClose={onClose} title={recipient ? (recipient.name ?? recipient.email) : ''} size="default" destroyOnHidden>
      {recipient && <RecipientOutcome campaignId={campaignId} recipient={recipient} />}
    </Drawer>
  );
}

function RecipientOutcome({ campaignId, recipient }: { campaignId: string; recipient: CampaignRecipient }) {
  const { data, error, isPending } = useInfiniteQuery(campaignsQueries.events(campaignId, { messageId: recipient.messageId }));
  const events = data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'email', label: 'E-mail', children: recipient.email },
          {
            key: 'contact',
            label: 'Contact',
            children: recipient.contactId ? <Link to={`/agent/${recipient.contactId}`}>{recipient.name ?? 'Open the agent'}</Link> : '—',
          },
          { key: 'outcome', label: 'Outcome', children: <Tag color={MESSAGE_STATUS_COLORS[recipient.status]}>{MESSAGE_STATUS_LABELS[recipient.status]}</Tag> },
          { key: 'reason', label: 'Why', children: recipientReasonText(recipient) ?? '—' },
          { key: 'queued', label: 'Queued', children: formatDateTime(recipient.queuedAt) },
          { key: 'sent', label: 'Sent', children: formatDateTime(recipient.sentAt) || '—' },
          { key: 'opened', label: 'Opened', children: formatDateTime(recipient.openedAt) || '—' },
          { key: 'clicked', label: 'Clicked', children: formatDateTime(recipient.clickedAt) || '—' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        What happened
      </Typography.Title>
      {error && <Alert type="error" showIcon title={error.message} />}
      {isPending ? <Spin /> : <CampaignTimelineList events={events} />}
    </>
  );
}
