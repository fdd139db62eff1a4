import { Button, Flex, Input, Select } from 'antd';
import { SearchOutlined, UploadOutlined } from '@ant-design/icons';
import type { ChangeEvent } from 'react';
import { CONTACT_STATUSES } from '@outreach/contracts';
import { CONTACT_STATUS_LABELS } from './contactDisplay.ts';
import type { StatusFilter } from './contactsTypes.ts';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  ...CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABELS[status] })),
];

interface ContactsToolbarProps {
  search: string;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
  onImport: () => void;
}

export function ContactsToolbar({ search, status, onSearchChange, onStatusChange, onImport }: ContactsToolbarProps) {
  const handleSearchChange = (event: ChangeEvent<HTMLInputElement>) => onSearchChange(event.target.value);
  return (
    <Flex gap={12} wrap align="center">
      <Input
        allowClear
        value={search}
        onChange={handleSearchChange}
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search by name, email, or company..."
        aria-label="Search contacts"
        style={{ flex: '1 1 240px', minWidth: 0 }}
      />
      <Select<StatusFilter>
        value={status}
        options={STATUS_OPTIONS}
        onChange={onStatusChange}
        aria-label="Filter by status"
        style={{ flex: '0 0 160px' }}
      />
      <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={onImport}>
        Import Contacts
      </Button>
    </Flex>
  );
}
