import type { Ref } from 'react';
import { Alert, Card, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/format/formatDate.ts';
import { contactsQueries } from '../contacts/contactsQueries.ts';
import { historyTypeColor, historyTypeLabel } from './historyDisplay.ts';

interface ContactHistoryCardProps {
  contactId: string;
  ref?: Ref<HTMLElement>;
}

/** Everything that happened to the contact, newest first: calls, messages, status changes, imports, edits. */
export function ContactHistoryCard({ contactId, ref }: ContactHistoryCardProps) {
  const { data: entries, isLoading, error } = useQuery(contactsQueries.history(contactId));

  const body = () => {
    if (isLoading) return <Skeleton active />;
    if (error) return <Alert type="error" showIcon title={error.message} />;
    if (!entries || entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No history yet" />;
    return (
      <Timeline
        items={entries.map((entry) => ({
          key: entry.id,
          color: historyTypeColor(entry.type),
          content: (
            <>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {formatDateTime(entry.occurredAt)}
              </Typography.Text>
              <Typography.Text>{entry.summary}</Typography.Text>
              <div>
                <Tag style={{ marginTop: 4 }}>{historyTypeLabel(entry.type)}</Tag>
                {entry.actor && <Typography.Text type="secondary">by {entry.actor}</Typography.Text>}
              </div>
            </>
          ),
        }))}
      />
    );
  };

  return (
    <section ref={ref} aria-label="History" tabIndex={-1} style={{ scrollMarginTop: 16, outline: 'none' }}>
      <Card title="History">{body()}</Card>
    </section>
  );
}
