import { useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { BLOCKED_REASON, OPTED_OUT_REASON, SMS_MAX_LENGTH, SMS_TOO_LONG_MESSAGE } from './smsDisplay.ts';
import { SmsLengthIndicator } from '../../shared/sms/SmsLengthIndicator.tsx';
import type { SmsConversation } from './smsTypes.ts';
import { useReplyToConversation } from './useReplyToConversation.ts';

/** Why no reply can be sent, or null when one can. */
function replyRefusal(conversation: SmsConversation): string | null {
  if (conversation.optedOut) return OPTED_OUT_REASON;
  if (conversation.status === 'blocked') return BLOCKED_REASON;
  return null;
}

interface ReplyBoxProps {
  conversation: SmsConversation;
  /** A phone: no keyboard hint. */
  compact: boolean;
}

/** 'Type your reply...': Enter sends, Shift+Enter starts a new line; empty or blank text cannot be sent. */
export function ReplyBox({ conversation, compact }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const reply = useReplyToConversation(conversation.id, () => setText(''));
  const refusal = replyRefusal(conversation);
  const message = text.trim();
  const tooLong = message.length > SMS_MAX_LENGTH;
  const sendable = refusal === null && message !== '' && !tooLong;

  const send = () => {
    if (sendable && !reply.isPending) reply.mutate(message);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value);
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Reply" style={{ borderTop: '1px solid #f0f0f0', padding: 12 }}>
      <Flex vertical gap={8}>
        {refusal && <Alert type="warning" showIcon title={refusal} />}
        <Input.TextArea
          aria-label="Reply message"
          placeholder="Type your reply..."
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={text}
          disabled={refusal !== null}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
        />
        {tooLong && (
          <Typography.Text type="danger" role="alert">
            {SMS_TOO_LONG_MESSAGE}
          </Typography.Text>
        )}
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex align="center" gap={8} wrap>
            <SmsLengthIndicator message={text} />
            {!compact && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Enter to send · Shift+Enter for a new line
              </Typography.Text>
            )}
          </Flex>
          <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} disabled={!sendable} loading={reply.isPending}>
            Send
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
