import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Grid, Skeleton, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/format/formatDate.ts';
import { useCopyToClipboard } from '../../shared/hooks/useCopyToClipboard.ts';
import { OutboundStatusTag } from './OutboundStatusTag.tsx';
import { providerLabel, recipientText, subjectText } from './outboxDisplay.ts';
import { outboxQueries } from './outboxQueries.ts';
import type { OutboundEmailDetail } from './outboxTypes.ts';

interface OutboundEmailDrawerProps {
  emailId: string | null;
  open: boolean;
  onClose: () => void;
}

const BLOCK_STYLE = {
  margin: 0,
  padding: 12,
  maxHeight: 360,
  overflow: 'auto',
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  fontSize: 13,
} as const;

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

function facts(email: OutboundEmailDetail): DescriptionsProps['items'] {
  const items: DescriptionsProps['items'] = [
    { key: 'to', label: 'To', children: recipientText(email) },
    { key: 'subject', label: 'Subject', children: subjectText(email.subject) },
    { key: 'status', label: 'Status', children: <OutboundStatusTag status={email.status} reason={null} /> },
  ];
  if (email.reason) items.push({ key: 'reason', label: email.status === 'sent' ? 'Server answer' : 'Reason', children: email.reason });
  items.push(
    { key: 'provider', label: 'Provider', children: providerLabel(email) },
    { key: 'queued', label: 'Queued', children: formatDateTime(email.queuedAt) },
  );
  if (email.status === 'deferred') items.push({ key: 'due', label: 'Next try', children: formatDateTime(email.dueAt) });
  items.push(
    { key: 'sent', label: 'Sent', children: email.sentAt ? formatDateTime(email.sentAt) : '—' },
    { key: 'attempts', label: 'Attempts', children: email.attempts },
  );
  // What the sending service reported afterwards, when it did.
  const reported: [string, string, string | null][] = [
    ['delivered', 'Delivered', email.deliveredAt],
    ['opened', 'Opened', email.openedAt],
    ['clicked', 'Clicked', email.clickedAt],
    ['complained', 'Spam complaint', email.complainedAt],
    ['unsubscribed', 'Unsubscribed', email.unsubscribedAt],
  ];
  for (const [key, label, at] of reported) if (at) items.push({ key, label, children: formatDateTime(at) });
  return items;
}

/**
 * One e-mail of the outbox: what became of it, its text, its HTML drawn in a sandboxed frame (no
 * scripts, no forms, no same-origin access), and from the sandbox the whole message as it would have
 * gone out, to read and copy.
 */
export function OutboundEmailDrawer({ emailId, open, onClose }: OutboundEmailDrawerProps) {
  const { data: email, error, isLoading } = useQuery({ ...outboxQueries.detail(emailId ?? ''), enabled: emailId !== null });
  const screens = Grid.useBreakpoint();
  const copy = useCopyToClipboard();
  const handleCopy = () => {
    if (email?.simulated) void copy(email.simulated, 'Message');
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={email ? subjectText(email.subject) : 'E-mail'}
      size={screens.md ? 720 : '100%'}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title="Failed to load the e-mail" description={error.message} />}
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {email && (
        <>
          <Descriptions column={1} size="small" bordered items={facts(email)} styles={{ label: { width: 130 } }} />
          <Section title="Text">
            <pre style={{ ...BLOCK_STYLE, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', fontSize: 14 }}>{email.text}</pre>
          </Section>
          {email.html && (
            <Section title="HTML">
              <iframe
                title="HTML version of the e-mail"
                sandbox=""
                srcDoc={email.html}
                style={{ width: '100%', height: 400, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
              />
            </Section>
          )}
          {email.simulated && (
            <Section
              title="Simulated message"
              extra={
                <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={handleCopy}>
                  Copy
                </Button>
              }
            >
              <Typography.Paragraph type="secondary">
                No mailbox is set up, so nothing left: this is the message exactly as it would have gone out.
              </Typography.Paragraph>
              <pre tabIndex={0} aria-label="Simulated message source" style={{ ...BLOCK_STYLE, whiteSpace: 'pre', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}>
                {email.simulated}
              </pre>
            </Section>
          )}
        </>
      )}
    </Drawer>
  );
}
