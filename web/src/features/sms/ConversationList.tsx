import { Alert, Empty, Flex, Spin, Typography } from 'antd';
import { ConversationListItem } from './ConversationListItem.tsx';
import type { SmsConversation } from './smsTypes.ts';
import { useNow } from './useNow.ts';

const RELATIVE_TIME_REFRESH_MS = 30_000;

interface ConversationListProps {
  conversations: SmsConversation[] | undefined;
  loading: boolean;
  error: Error | null;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
}

/** The left pane: newest conversation first. */
export function ConversationList({ conversations, loading, error, selectedId, onSelect }: ConversationListProps) {
  const now = useNow(RELATIVE_TIME_REFRESH_MS);

  if (loading) {
    return (
      <Flex vertical align="center" gap={8} style={{ padding: 32 }} role="status">
        <Spin />
        <Typography.Text type="secondary">Loading conversations...</Typography.Text>
      </Flex>
    );
  }
  return (
    <>
      {error && <Alert type="error" showIcon title="Failed to fetch conversations" description={error.message} style={{ margin: 12 }} />}
      {conversations && conversations.length === 0 && <Empty description="No conversations yet" style={{ padding: 32 }} />}
      {conversations && conversations.length > 0 && (
        <ul aria-label="Conversations" style={{ margin: 0, padding: 0 }}>
          {conversations.map((conversation) => (
            <ConversationListItem
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              now={now}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </>
  );
}
