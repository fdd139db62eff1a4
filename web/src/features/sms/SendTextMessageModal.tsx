import { useState, type ChangeEvent } from 'react';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import { SMS_MAX_LENGTH, SMS_TOO_LONG_MESSAGE } from './smsDisplay.ts';
import { SmsLengthIndicator } from '../../shared/sms/SmsLengthIndicator.tsx';
import type { TextTarget } from './smsTypes.ts';
import { useSendSmsToContact } from './useSendSmsToContact.ts';

export const NO_PHONE_MESSAGE = "This contact doesn't have a phone number";

interface SendTextMessageModalProps {
  target: TextTarget | null;
  open: boolean;
  onClose: () => void;
}

/** A text to one contact, with a live character and segment count; longer than 320 characters is refused. */
export function SendTextMessageModal({ target, open, onClose }: SendTextMessageModalProps) {
  const [text, setText] = useState('');
  const handleClose = () => {
    setText('');
    onClose();
  };
  const send = useSendSmsToContact(handleClose);
  const phone = target?.phone?.trim() || null;
  const message = text.trim();
  const tooLong = message.length > SMS_MAX_LENGTH;
  const sendable = target !== null && phone !== null && message !== '' && !tooLong;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => setText(event.target.value);
  const handleSend = () => {
    if (!target || !phone || !sendable || send.isPending) return;
    send.mutate({ contactId: target.contactId, phoneNumber: phone, message });
  };

  return (
    <Modal
      open={open && target !== null}
      title={target ? `Send Text Message - ${target.name}` : 'Send Text Message'}
      okText="Send Text"
      okButtonProps={{ disabled: !sendable, icon: <SendOutlined aria-hidden /> }}
      confirmLoading={send.isPending}
      cancelText="Cancel"
      onOk={handleSend}
      onCancel={handleClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {phone ? (
          <Typography.Text type="secondary">
            To: <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
          </Typography.Text>
        ) : (
          <Alert type="error" showIcon title={NO_PHONE_MESSAGE} />
        )}
        <Input.TextArea
          aria-label="Message"
          placeholder="Type your message..."
          autoSize={{ minRows: 4, maxRows: 10 }}
          value={text}
          disabled={phone === null}
          onChange={handleChange}
        />
        <Flex justify="space-between" align="center" gap={8} wrap>
          <SmsLengthIndicator message={text} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Up to {SMS_MAX_LENGTH} characters
          </Typography.Text>
        </Flex>
        {tooLong && (
          <Typography.Text type="danger" role="alert">
            {SMS_TOO_LONG_MESSAGE}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
