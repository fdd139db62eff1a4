import { Button, Descriptions, Modal } from 'antd';
import { formatDate, formatDateTime } from '../../shared/format/formatDate.ts';
import { callOutcomeLabel, callStatusLabel } from '../calling/callingLists.ts';
import { tierLabel } from '../contacts/contactDisplay.ts';
import type { Contact } from '../contacts/contactsTypes.ts';

interface PerformanceAnalyticsModalProps {
  contact: Contact;
  open: boolean;
  onClose: () => void;
}

const NONE = '–';

/** The contact's listing, calling and messaging figures. */
export function PerformanceAnalyticsModal({ contact, open, onClose }: PerformanceAnalyticsModalProps) {
  const followUp = contact.needsFollowUp ? (contact.followUpDate ? `Yes, ${formatDate(contact.followUpDate)}` : 'Yes') : 'No';
  const items = [
    { key: 'listings', label: 'Active Listings', children: contact.listingsCount },
    { key: 'rentals', label: 'Rental Listings', children: contact.totalListingsForRent },
    { key: 'tier', label: 'Performance Tier', children: tierLabel(contact.performanceTier) },
    { key: 'calls', label: 'Total Calls', children: contact.totalCalls },
    {
      key: 'lastCall',
      label: 'Last Call',
      children: contact.lastCallDate
        ? `${formatDateTime(contact.lastCallDate)}${contact.lastCallStatus ? ` (${callStatusLabel(contact.lastCallStatus)})` : ''}`
        : 'Never called',
    },
    { key: 'outcome', label: 'Last Outcome', children: callOutcomeLabel(contact.lastCallOutcome) || NONE },
    { key: 'followUp', label: 'Follow-up Needed', children: followUp },
    { key: 'emails', label: 'Emails Sent', children: contact.emailsSentCount },
    { key: 'lastEmail', label: 'Last Email', children: contact.lastEmailSent ? formatDateTime(contact.lastEmailSent) : NONE },
    { key: 'texts', label: 'Texts Sent', children: contact.textsSentCount },
    { key: 'lastText', label: 'Last Text', children: contact.lastTextSent ? formatDateTime(contact.lastTextSent) : NONE },
  ];
  return (
    <Modal open={open} title="Performance Analytics" onCancel={onClose} footer={<Button onClick={onClose}>Close</Button>}>
      <Descriptions column={1} size="small" bordered items={items} />
    </Modal>
  );
}
