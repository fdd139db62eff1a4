import type { ReactNode } from 'react';
import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { formatDateTime } from '../../shared/format/formatDate.ts';
import { OutboundStatusTag } from './OutboundStatusTag.tsx';
import { providerLabel, recipientText, subjectText } from './outboxDisplay.ts';
import type { OutboundEmail } from './outboxTypes.ts';
import '../../shared/table/plainTable.css';
import './OutboxTable.css';

interface OutboxTableProps {
  emails: OutboundEmail[];
  loading: boolean;
  /** Narrow screen: one column per e-mail instead of a wide table. */
  compact: boolean;
  filtered: boolean;
  onOpen: (email: OutboundEmail) => void;
}

interface Column {
  title: string;
  render: (email: OutboundEmail) => ReactNode;
}

const time = (value: string | null) => <span className="outbox-table__nowrap">{value ? formatDateTime(value) : '—'}</span>;
const reason = (email: OutboundEmail) =>
  email.reason && (
    <Typography.Text type="secondary" className="outbox-table__reason">
      {email.reason}
    </Typography.Text>
  );

/**
 * The e-mails the engine was asked to send; a row (or its subject, by keyboard) opens the e-mail's
 * details. A plain table drawn like antd's (`plainTable.css`): antd's Table would bring its
 * filters, sorters and pagination, which this list does without, into the page's first download.
 */
export function OutboxTable({ emails, loading, compact, filtered, onOpen }: OutboxTableProps) {
  const subjectButton = (email: OutboundEmail) => (
    <Button
      type="link"
      onClick={(event) => {
        // The row opens it too: once is enough.
        event.stopPropagation();
        onOpen(email);
      }}
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start', overflowWrap: 'anywhere' }}
    >
      {subjectText(email.subject)}
    </Button>
  );

  const wideColumns: Column[] = [
    { title: 'To', render: (email) => recipientText(email) },
    { title: 'Subject', render: subjectButton },
    { title: 'Status', render: (email) => <OutboundStatusTag status={email.status} reason={email.reason} /> },
    { title: 'Reason', render: reason },
    { title: 'Provider', render: (email) => <span className="outbox-table__nowrap">{providerLabel(email)}</span> },
    { title: 'Queued', render: (email) => time(email.queuedAt) },
    { title: 'Sent', render: (email) => time(email.sentAt) },
  ];

  // A phone has room for one column: the subject, whom to, how it went and when.
  const compactColumns: Column[] = [
    {
      title: 'E-mail',
      render: (email) => (
        <Flex vertical gap={2} align="flex-start" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {subjectButton(email)}
          <Typography.Text>{recipientText(email)}</Typography.Text>
          <Flex gap={6} wrap align="center">
            <OutboundStatusTag status={email.status} reason={email.reason} />
            <Typography.Text type="secondary">{providerLabel(email)}</Typography.Text>
          </Flex>
          {reason(email)}
          <Typography.Text type="secondary">
            Queued {formatDateTime(email.queuedAt)}
            {email.sentAt ? ` · Sent ${formatDateTime(email.sentAt)}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
  ];
  const columns = compact ? compactColumns : wideColumns;

  return (
    <Spin spinning={loading}>
      <div className={compact ? 'plain-table plain-table--compact outbox-table' : 'plain-table outbox-table'}>
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.title} scope="col">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {emails.map((email) => (
              <tr key={email.id} onClick={() => onOpen(email)}>
                {columns.map((column) => (
                  <td key={column.title}>{column.render(email)}</td>
                ))}
              </tr>
            ))}
            {emails.length === 0 && !loading && (
              <tr>
                <td className="plain-table__empty" colSpan={columns.length}>
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? 'No e-mails match these filters' : 'No e-mails yet'} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Spin>
  );
}
