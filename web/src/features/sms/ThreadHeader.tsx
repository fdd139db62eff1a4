import type { MouseEvent } from 'react';
import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, CopyOutlined, InboxOutlined, MailOutlined, PhoneOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import { useCopyToClipboard } from '../../shared/hooks/useCopyToClipboard.ts';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import { contactSearchUrl, conversationName } from './smsDisplay.ts';
import type { SmsConversation } from './smsTypes.ts';
import { HintTooltip } from '../../shared/tooltip/HintTooltip.tsx';

const LINK_BUTTON_STYLE = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: '#0958d9',
  cursor: 'pointer',
  textAlign: 'left',
  overflowWrap: 'anywhere',
} as const;

interface ThreadHeaderProps {
  conversation: SmsConversation;
  /** Icon-only buttons (a phone). */
  compact: boolean;
  archiving: boolean;
  blocking: boolean;
  /** Shown on a phone, where the thread covers the list. */
  onBack?: () => void;
  onArchive: () => void;
  onBlock: () => void;
}

/** Who the thread is with, how to reach them, and archive / block. */
export function ThreadHeader({ conversation, compact, archiving, blocking, onBack, onArchive, onBlock }: ThreadHeaderProps) {
  const copy = useCopyToClipboard();
  const name = conversationName(conversation);
  const phone = formatPhone(conversation.phoneNumber);
  const email = conversation.contactEmail?.trim() || null;

  const handleCopyPhone = () => void copy(conversation.phoneNumber, 'Phone number');
  const handlePhoneContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    handleCopyPhone();
  };
  const handleCopyEmail = () => {
    if (email) void copy(email, 'Email');
  };

  return (
    <header style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex align="flex-start" gap={8} style={{ minWidth: 0, flex: '1 1 220px' }}>
          {onBack && <Button icon={<ArrowLeftOutlined aria-hidden />} aria-label="Back to conversations" onClick={onBack} autoFocus />}
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
              {name}
            </Typography.Title>
            <Flex gap="2px 12px" wrap align="center">
              <HintTooltip title="Click to call · right-click to copy">
                <a href={`tel:${conversation.phoneNumber}`} onContextMenu={handlePhoneContextMenu} aria-label={`Call ${phone}`}>
                  <PhoneOutlined aria-hidden /> {phone}
                </a>
              </HintTooltip>
              {email && (
                <HintTooltip title="Click to copy">
                  <button type="button" style={LINK_BUTTON_STYLE} onClick={handleCopyEmail} aria-label={`Copy email ${email}`}>
                    <MailOutlined aria-hidden /> {email}
                  </button>
                </HintTooltip>
              )}
            </Flex>
            {conversation.contactCompany && <Typography.Text type="secondary">{conversation.contactCompany}</Typography.Text>}
            {conversation.optedOut && (
              <div>
                <Tag color="red">Opted out (STOP)</Tag>
              </div>
            )}
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          <HintTooltip title="Copy phone number">
            <Button icon={<CopyOutlined aria-hidden />} aria-label="Copy phone number" onClick={handleCopyPhone} />
          </HintTooltip>
          <HintTooltip title="View contact profile">
            <Button
              icon={<UserOutlined aria-hidden />}
              aria-label="View contact profile"
              href={contactSearchUrl(conversation.phoneNumber)}
              target="_blank"
              rel="noopener noreferrer"
            />
          </HintTooltip>
          <Button icon={<InboxOutlined aria-hidden />} aria-label="Archive conversation" loading={archiving} onClick={onArchive}>
            {compact ? null : 'Archive'}
          </Button>
          <Popconfirm
            title={`Block ${phone}?`}
            description="The conversation leaves the inbox and no more texts can be sent to this number."
            okText="Block"
            okButtonProps={{ danger: true }}
            cancelText="Cancel"
            onConfirm={onBlock}
          >
            <Button danger icon={<StopOutlined aria-hidden />} aria-label="Block number" loading={blocking}>
              {compact ? null : 'Block'}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </header>
  );
}
