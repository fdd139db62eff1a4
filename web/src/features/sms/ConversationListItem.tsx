import type { MouseEvent } from 'react';
import { Badge, Flex, Tag, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import { conversationName, formatRelativeTime } from './smsDisplay.ts';
import type { SmsConversation } from './smsTypes.ts';

interface ConversationListItemProps {
  conversation: SmsConversation;
  selected: boolean;
  now: Date;
  onSelect: (conversationId: string) => void;
}

const NAME_BUTTON_STYLE = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  fontWeight: 600,
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** One row of the list: the whole row opens the thread; the name is its button, the phone a call link. */
export function ConversationListItem({ conversation, selected, now, onSelect }: ConversationListItemProps) {
  const name = conversationName(conversation);
  const phone = formatPhone(conversation.phoneNumber);
  const unread = conversation.unreadCount;
  const handleSelect = () => onSelect(conversation.id);
  const handleNameClick = (event: MouseEvent) => {
    event.stopPropagation();
    onSelect(conversation.id);
  };
  const handleCall = (event: MouseEvent) => event.stopPropagation();

  return (
    <li style={{ listStyle: 'none' }}>
      <div
        onClick={handleSelect}
        style={{
          padding: '12px 16px',
          cursor: 'pointer',
          borderBottom: '1px solid #f0f0f0',
          borderInlineStart: `3px solid ${selected ? '#1677ff' : 'transparent'}`,
          background: selected ? '#e6f4ff' : undefined,
        }}
      >
        <Flex justify="space-between" align="center" gap={8}>
          <button type="button" style={NAME_BUTTON_STYLE} aria-current={selected ? 'true' : undefined} onClick={handleNameClick}>
            {name}
          </button>
          <Flex align="center" gap={6} style={{ flexShrink: 0 }}>
            {unread > 0 && <Badge count={unread} overflowCount={99} title={`${unread} unread`} />}
            {conversation.lastMessageAt && (
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                <time dateTime={conversation.lastMessageAt}>{formatRelativeTime(conversation.lastMessageAt, now)}</time>
              </Typography.Text>
            )}
          </Flex>
        </Flex>
        <Flex vertical gap={2} style={{ marginTop: 2, minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            <a href={`tel:${conversation.phoneNumber}`} onClick={handleCall} aria-label={`Call ${phone}`}>
              <PhoneOutlined aria-hidden /> {phone}
            </a>
            {conversation.optedOut && (
              <Tag color="red" style={{ marginInlineEnd: 0 }}>
                Opted out (STOP)
              </Tag>
            )}
          </Flex>
          {conversation.contactCompany && (
            <Typography.Text type="secondary" ellipsis>
              {conversation.contactCompany}
            </Typography.Text>
          )}
          {conversation.lastMessagePreview && (
            <Typography.Text ellipsis strong={unread > 0} style={{ color: unread > 0 ? undefined : '#595959' }}>
              {conversation.lastMessagePreview}
            </Typography.Text>
          )}
        </Flex>
      </div>
    </li>
  );
}
