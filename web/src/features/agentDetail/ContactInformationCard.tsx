import { useState } from 'react';
import { Button, Card, Descriptions, Flex } from 'antd';
import { CommentOutlined, MailOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import { contactDisplayName } from '../contacts/contactDisplay.ts';
import type { Contact } from '../contacts/contactsTypes.ts';
import { distinctOfficePhone, fullName, mobileNumber, NOT_PROVIDED } from './agentDetailFields.ts';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';

/** Dialogs are loaded when first opened. */
const SendTextMessageModal = lazyNamed(() => import('../sms/SendTextMessageModal.tsx'), 'SendTextMessageModal');

interface ContactInformationCardProps {
  contact: Contact;
}

/**
 * Name, e-mail, phones and the call / email / text links (disabled without the data they need),
 * plus the platform's own Send Text Message dialog.
 */
export function ContactInformationCard({ contact }: ContactInformationCardProps) {
  const [textOpen, setTextOpen] = useState(false);
  const handleOpenText = () => setTextOpen(true);
  const handleCloseText = () => setTextOpen(false);
  const phone = mobileNumber(contact);
  const officePhone = distinctOfficePhone(contact);
  const email = contact.email?.trim() || null;

  const items = [
    { key: 'name', label: 'Full Name', children: fullName(contact) || NOT_PROVIDED },
    { key: 'email', label: 'Email', children: email ?? NOT_PROVIDED },
    { key: 'mobile', label: 'Mobile Phone', children: phone ? formatPhone(phone) : NOT_PROVIDED },
    ...(officePhone ? [{ key: 'office', label: 'Office Phone', children: formatPhone(officePhone) }] : []),
  ];

  return (
    <Card title="Contact Information" role="region" aria-label="Contact Information">
      <Descriptions column={1} size="small" items={items} styles={{ content: { overflowWrap: 'anywhere' } }} />
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button type="primary" icon={<PhoneOutlined aria-hidden />} href={phone ? `tel:${phone}` : undefined} disabled={!phone}>
          {phone ? 'Call Agent' : 'No Phone Number'}
        </Button>
        <Button icon={<MailOutlined aria-hidden />} href={email ? `mailto:${email}` : undefined} disabled={!email}>
          {email ? 'Send Email' : 'No Email Address'}
        </Button>
        <Button icon={<MessageOutlined aria-hidden />} href={phone ? `sms:${phone}` : undefined} disabled={!phone}>
          {phone ? 'Send Text' : 'No Phone Number'}
        </Button>
        <Button icon={<CommentOutlined aria-hidden />} onClick={handleOpenText}>
          Send Text Message
        </Button>
      </Flex>
      <OpenedOnce open={textOpen}>
        <SendTextMessageModal
          target={{ contactId: contact.id, name: contactDisplayName(contact), phone }}
          open={textOpen}
          onClose={handleCloseText}
        />
      </OpenedOnce>
    </Card>
  );
}
