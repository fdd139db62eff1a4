import { Select } from 'antd';
import { CONTACT_STATUSES, type ContactStatus } from '@outreach/contracts';
import { CONTACT_STATUS_LABELS } from './contactDisplay.ts';

const OPTIONS = CONTACT_STATUSES.map((status) => ({ value: status, label: CONTACT_STATUS_LABELS[status] }));

interface ContactStatusSelectProps {
  contactName: string;
  status: ContactStatus;
  updating: boolean;
  onChange: (status: ContactStatus) => void;
}

/** A row's status dropdown: disabled, with a spinner, while its change is in flight. */
export function ContactStatusSelect({ contactName, status, updating, onChange }: ContactStatusSelectProps) {
  const handleChange = (next: ContactStatus) => {
    if (next !== status) onChange(next);
  };
  return (
    <Select<ContactStatus>
      size="small"
      value={status}
      options={OPTIONS}
      disabled={updating}
      loading={updating}
      aria-label={`Change status of ${contactName}`}
      onChange={handleChange}
      style={{ width: 130 }}
    />
  );
}
