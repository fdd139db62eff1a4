import type { ReactNode } from 'react';
import { Checkbox, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ContactStatus } from '@outreach/contracts';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import { CONTACT_STATUS_COLORS, CONTACT_STATUS_LABELS, contactDisplayName, locationText, tierText } from './contactDisplay.ts';
import { ContactStatusSelect } from './ContactStatusSelect.tsx';
import type { Contact } from './contactsTypes.ts';
import '../../shared/table/plainTable.css';
import './ContactsTable.css';

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

interface Column {
  title: string;
  render: (contact: Contact) => ReactNode;
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

/**
 * The contacts of a page with a checkbox each: a plain table drawn like antd's (`plainTable.css`),
 * as antd's Table brings its filters, sorters, tree and pagination, which this list does without.
 * Wide, it scrolls sideways inside its box below 960 px; on a phone it is one column per contact.
 */
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

  const wideColumns: Column[] = [
    { title: 'Name', render: renderName },
    { title: 'Contact', render: renderContactDetails },
    { title: 'Location', render: (contact) => locationText(contact.city, contact.state) },
    { title: 'Status', render: (contact) => renderStatus(contact.status) },
    { title: 'Tier', render: renderTier },
    { title: 'Actions', render: statusSelect },
  ];

  const compactColumns: Column[] = [
    {
      title: 'Contact',
      render: (contact) => (
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
  const columns = compact ? compactColumns : wideColumns;

  const selected = new Set(selectedIds);
  const selectedOnPage = contacts.filter((contact) => selected.has(contact.id)).length;
  const allSelected = contacts.length > 0 && selectedOnPage === contacts.length;
  const handleSelectAll = (checked: boolean) => onSelectionChange(checked ? contacts.map((contact) => contact.id) : []);
  const handleSelect = (id: string, checked: boolean) =>
    onSelectionChange(checked ? [...selectedIds, id] : selectedIds.filter((selectedId) => selectedId !== id));

  return (
    <Spin spinning={loading}>
      <div className={compact ? 'plain-table plain-table--compact contacts-table' : 'plain-table contacts-table'}>
        <table>
          <colgroup>
            <col style={{ width: 40 }} />
          </colgroup>
          <thead>
            <tr>
              <th className="contacts-table__selection" scope="col">
                <Checkbox
                  aria-label="Select all"
                  checked={allSelected}
                  indeterminate={selectedOnPage > 0 && !allSelected}
                  disabled={contacts.length === 0}
                  onChange={(event) => handleSelectAll(event.target.checked)}
                />
              </th>
              {columns.map((column) => (
                <th key={column.title} scope="col">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {contacts.map((contact) => (
              <tr key={contact.id} className={selected.has(contact.id) ? 'contacts-table__row--selected' : undefined}>
                <td className="contacts-table__selection">
                  <Checkbox
                    aria-label={`Select ${contactDisplayName(contact, 'Unknown')}`}
                    checked={selected.has(contact.id)}
                    onChange={(event) => handleSelect(contact.id, event.target.checked)}
                  />
                </td>
                {columns.map((column) => (
                  <td key={column.title}>{column.render(contact)}</td>
                ))}
              </tr>
            ))}
            {contacts.length === 0 && (
              <tr>
                <td className="plain-table__empty" colSpan={columns.length + 1}>
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={
                      <Flex vertical gap={4}>
                        <Typography.Text strong>No contacts found</Typography.Text>
                        <Typography.Text type="secondary">{emptyHint}</Typography.Text>
                      </Flex>
                    }
                  />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Spin>
  );
}
