import { useEffect, useRef } from 'react';
import { Alert, Empty, Flex, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MessageBubble } from './MessageBubble.tsx';
import { smsQueries } from './smsQueries.ts';

/** The thread, oldest first, kept scrolled to the newest text; polled every 3 s while open. */
export function MessageList({ conversationId }: { conversationId: string }) {
  const { data: messages, isLoading, error } = useQuery(smsQueries.messages(conversationId));
  const scrollRef = useRef<HTMLDivElement>(null);
  const newestId = messages?.at(-1)?.id;

  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [conversationId, newestId]);

  return (
    <div ref={scrollRef} style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 16 }}>
      {isLoading && (
        <Flex vertical align="center" gap={8} style={{ padding: 32 }} role="status">
          <Spin />
          <Typography.Text type="secondary">Loading messages...</Typography.Text>
        </Flex>
      )}
      {error && !messages && <Alert type="error" showIcon title="Failed to fetch messages" description={error.message} />}
      {messages && messages.length === 0 && <Empty description="No messages yet" />}
      {messages && messages.length > 0 && (
        <ol aria-label="Messages" role="log" style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}
