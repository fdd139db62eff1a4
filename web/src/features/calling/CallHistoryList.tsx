import { Alert, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '../../shared/format/formatDate.ts';
import { callingQueries } from './callingQueries.ts';
import { callOutcomeLabel, callStatusLabel } from './callingLists.ts';

interface CallHistoryListProps {
  contactId: string;
}

/** A contact's calls, newest first (GET /api/call-logs?contactId). */
export function CallHistoryList({ contactId }: CallHistoryListProps) {
  const { data: calls, isLoading, error } = useQuery(callingQueries.callLogs(contactId));

  if (isLoading) {
    return (
      <Flex justify="center" style={{ padding: 24 }} role="status" aria-label="Loading call history">
        <Spin />
      </Flex>
    );
  }
  if (error) return <Alert type="error" showIcon title="Error loading call history. Please try again." />;
  if (!calls || calls.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No calls logged yet" />;

  return (
    <Flex vertical gap={12} component="ol" aria-label="Call history" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {calls.map((call) => (
        <li key={call.id} style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 12 }}>
          <Flex justify="space-between" gap={8} wrap align="center">
            <Flex gap={4} wrap>
              <Tag color={call.callStatus === 'connected' ? 'green' : 'default'}>{callStatusLabel(call.callStatus)}</Tag>
              {call.outcome && <Tag color="blue">{callOutcomeLabel(call.outcome)}</Tag>}
              {call.followUpRequired && (
                <Tag color="orange">{call.followUpDate ? `Follow-up ${formatDate(call.followUpDate)}` : 'Follow-up required'}</Tag>
              )}
            </Flex>
            <Typography.Text type="secondary">
              {formatDateTime(call.createdAt)}
              {call.username ? ` · ${call.username}` : ''}
            </Typography.Text>
          </Flex>
          {call.notes && <Typography.Paragraph style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>{call.notes}</Typography.Paragraph>}
        </li>
      ))}
    </Flex>
  );
}
