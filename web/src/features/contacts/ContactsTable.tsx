import type { Key } from 'react';
import { Empty, Flex, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { Link } from 'react-router-dom';
import type { ContactStatus } from '@outreach/contracts';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import { CONTACT_STATUS_COLORS, CONTACT_STATUS_LABELS, contactDisplayName, locationText, tierText } from './contactDisplay.ts';
import { ContactStatusSelect } from './ContactStatusSelect.tsx';
import type { Contact } from './contactsTypes.ts';

/**
 * The wide table's least width: below it the table scrolls inside its box. Up to it, long
 * e-mail addresses and company names wrap, so the Actions column stays in view on a laptop.
 */
const WIDE_TABLE_MIN_WIDTH = 960;

interface ContactsTableProps {
  contacts: Contact[];
  selectedIds: string[];
  updatingIds: string[];
  /** A phone: two columns (who, actions) instead of six. */
  compact: boolean;
  loading: boolean;
  emptyHint: string;
  onSelectionChange: (ids: string[]) => void;
  onStatusChange: (contact: Contact, status: ContactStatus) => void;
}

function renderName(contact: Contact) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Link to={`/agent/${encodeURIComponent(contact.id)}`}>
        <Typography.Text strong style={{ color: 'inherit' }}>
          {contactDisplayName(contact, 'Unknown')}
        </Typography.Text>
      </Link>
      {contact.company && <Typography.Text type="secondary">{contact.company}</Typography.Text>}
    </Flex>
  );
}

function renderContactDetails(contact: Contact) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {contact.email && <Typography.Text>{contact.email}</Typography.Text>}
      {contact.phone && <Typography.Text type="secondary">{formatPhone(contact.phone)}</Typography.Text>}
    </Flex>
  );
}

function renderStatus(status: ContactStatus) {
  return <Tag color={CONTACT_STATUS_COLORS[status]}>{CONTACT_STATUS_LABELS[status]}</Tag>;
}

function renderTier(contact: Contact) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text style={{ textTransform: 'capitalize' }}>{tierText(contact.performanceTier)}</Typography.Text>
      <Typography.Text type="secondary">{contact.listingsCount} listings</Typography.Text>
    </Flex>
  );
}

export function ContactsTable({
  contacts,
  selectedIds,
  updatingIds,
  compact,
  loading,
  emptyHint,
  onSelectionChange,
  onStatusChange,
}: ContactsTableProps) {
  const statusSelect = (contact: Contact) => (
    <ContactStatusSelect
      contactName={contactDisplayName(contact, 'Unknown')}
      status={contact.status}
      updating={updatingIds.includes(contact.id)}
      onChange={(status) => onStatusChange(contact, status)}
    />
  );

  const wideColumns: TableProps<Contact>['columns'] = [
    { title: 'Name', key: 'name', render: (_value, contact) => renderName(contact) },
    { title: 'Contact', key: 'contact', render: (_value, contact) => renderContactDetails(contact) },
    { title: 'Location', key: 'location', render: (_value, contact) => locationText(contact.city, contact.state) },
    { title: 'Status', key: 'status', render: (_value, contact) => renderStatus(contact.status) },
    { title: 'Tier', key: 'tier', render: (_value, contact) => renderTier(contact) },
    { title: 'Actions', key: 'actions', render: (_value, contact) => statusSelect(contact) },
  ];

  const compactColumns: TableProps<Contact>['columns'] = [
    {
      title: 'Contact',
      key: 'contact',
      render: (_value, contact) => (
        <Flex vertical gap={4} align="flex-start" style={{ minWidth: 0 }}>
          {renderName(contact)}
          {renderContactDetails(contact)}
          {locationText(contact.city, contact.state) && (
            <Typography.Text type="secondary">{locationText(contact.city, contact.state)}</Typography.Text>
          )}
          <Flex gap={4} wrap align="center">
            {renderStatus(contact.status)}
            <Typography.Text type="secondary">
              <span style={{ textTransform: 'capitalize' }}>{tierText(contact.performanceTier)}</span> · {contact.listingsCount} listings
            </Typography.Text>
          </Flex>
          {statusSelect(contact)}
        </Flex>
      ),
    },
  ];

  const rowSelection: TableProps<Contact>['rowSelection'] = {
    selectedRowKeys: selectedIds,
    onChange: (keys: Key[]) => onSelectionChange(keys.map(String)),
    getCheckboxProps: (contact) => ({ 'aria-label': `Select ${contactDisplayName(contact, 'Unknown')}` }),
    columnWidth: 40,
  };

  return (
    <Table<Contact>
      rowKey="id"
      columns={compact ? compactColumns : wideColumns}
      dataSource={contacts}
      rowSelection={rowSelection}
      loading={loading}
      pagination={false}
      size={compact ? 'small' : 'middle'}
      tableLayout={compact ? 'fixed' : 'auto'}
      scroll={compact ? undefined : { x: WIDE_TABLE_MIN_WIDTH }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={4}>
                <Typography.Text strong>No contacts found</Typography.Text>
                <Typography.Text type="secondary">{emptyHint}</Typography.Text>
              </Flex>
            }
          />
        ),
      }}
    />
  );
}
