import { useId } from 'react';
import { Badge, Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { smsQueries } from './smsQueries.ts';

/** The calling dashboard's way to the inbox, with a red badge while texts are unread (polled every 30 s and pushed). */
export function SmsConversationsButton({ onClick }: { onClick: () => void }) {
  const { data } = useQuery(smsQueries.unreadCount());
  const count = data?.count ?? 0;
  const descriptionId = useId();

  return (
    <Badge count={count} overflowCount={99} title={`${count} unread messages`}>
      <Button icon={<MessageOutlined aria-hidden />} onClick={onClick} aria-describedby={count > 0 ? descriptionId : undefined}>
        SMS Conversations
        {count > 0 && (
          <span id={descriptionId} hidden>
            {count} unread messages
          </span>
        )}
      </Button>
    </Badge>
  );
}
