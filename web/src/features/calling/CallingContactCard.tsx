import { Button, Card, Flex, Tag, Typography } from 'antd';
import { FileTextOutlined, MailOutlined, MessageOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatDate } from '../../shared/format/formatDate.ts';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import { locationText, tierLabel, TIER_COLORS } from '../contacts/contactDisplay.ts';
import { callingContactName, callOutcomeLabel, callStatusLabel } from './callingLists.ts';
import type { CallingContact } from './callingTypes.ts';

interface CallingContactCardProps {
  contact: CallingContact;
  /** Rental cards also show the number of rental listings. */
  showRentals?: boolean;
  markingEmail: boolean;
  onLogCall: (contact: CallingContact) => void;
  onCallNotes: (contact: CallingContact) => void;
  onMarkEmailSent: (contact: CallingContact) => void;
  onSendText: (contact: CallingContact) => void;
}

export function CallingContactCard({ contact, showRentals = false, markingEmail, onLogCall, onCallNotes, onMarkEmailSent, onSendText }: CallingContactCardProps) {
  const name = callingContactName(contact);
  const place = [locationText(contact.city, contact.state), contact.zip_code].filter(Boolean).join(' ');
  const handleLogCall = () => onLogCall(contact);
  const handleCallNotes = () => onCallNotes(contact);
  const handleMarkEmailSent = () => onMarkEmailSent(contact);
  const handleSendText = () => onSendText(contact);

  return (
    <article aria-label={name} style={{ height: '100%' }}>
      <Card size="small" style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={3} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
              {name}
            </Typography.Title>
            {contact.company && <Typography.Text type="secondary">{contact.company}</Typography.Text>}
          </div>
          <Tag color={TIER_COLORS[contact.performance_tier]} style={{ marginInlineEnd: 0 }}>
            {tierLabel(contact.performance_tier)}
          </Tag>
        </Flex>
        <Flex vertical gap={2} style={{ overflowWrap: 'anywhere' }}>
          {place && <Typography.Text type="secondary">{place}</Typography.Text>}
          {contact.phone &&
            (contact.is_contact ? (
              <a href={`tel:${contact.phone}`}>
                <PhoneOutlined aria-hidden /> {formatPhone(contact.phone)}
              </a>
            ) : (
              <Typography.Text>
                <PhoneOutlined aria-hidden /> {formatPhone(contact.phone)}
              </Typography.Text>
            ))}
          {contact.email && (
            <Typography.Text>
              <MailOutlined aria-hidden /> {contact.email}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            {contact.listing_count} listings
            {showRentals ? ` · ${contact.rental_listings} rental listings` : ''}
          </Typography.Text>
        </Flex>
        {contact.is_contact ? (
          <>
            <Flex gap={4} wrap>
              {contact.total_calls === 0 && <Tag>Never called</Tag>}
              {contact.last_call_status && (
                <Tag color={contact.last_call_status === 'connected' ? 'green' : 'default'}>
                  Last call: {callStatusLabel(contact.last_call_status)}
                  {contact.last_call_date ? ` · ${formatDate(contact.last_call_date)}` : ''}
                </Tag>
              )}
              {contact.last_call_outcome && <Tag color="blue">{callOutcomeLabel(contact.last_call_outcome)}</Tag>}
              {contact.needs_follow_up && (
                <Tag color="orange">{contact.follow_up_date ? `Follow-up ${formatDate(contact.follow_up_date)}` : 'Needs follow-up'}</Tag>
              )}
              {contact.last_email_sent && <Tag color="cyan">Email sent {formatDate(contact.last_email_sent)}</Tag>}
              {contact.last_text_sent && <Tag color="geekblue">Text sent {formatDate(contact.last_text_sent)}</Tag>}
            </Flex>
            {contact.total_calls > 0 && (
              <Typography.Text type="secondary">
                {contact.total_calls} {contact.total_calls === 1 ? 'call' : 'calls'}
              </Typography.Text>
            )}
          </>
        ) : (
          // A staged rental agent: not a contact yet, so nothing to call or log.
          <Flex gap={4} wrap>
            <Tag>Not yet a contact</Tag>
          </Flex>
        )}
        {contact.is_contact && (
          <Flex gap={8} wrap style={{ marginTop: 'auto', paddingTop: 4 }}>
            <Button type="primary" size="small" icon={<PhoneOutlined aria-hidden />} onClick={handleLogCall}>
              Log Call
            </Button>
            <Button size="small" icon={<FileTextOutlined aria-hidden />} onClick={handleCallNotes}>
              Call Notes
            </Button>
            <Button size="small" icon={<MessageOutlined aria-hidden />} onClick={handleSendText}>
              Send Text Message
            </Button>
            <Button size="small" icon={<MailOutlined aria-hidden />} loading={markingEmail} onClick={handleMarkEmailSent}>
              Mark Email Sent
            </Button>
            <Link to={`/agent/${encodeURIComponent(contact.id)}`} style={{ alignSelf: 'center' }}>
              <UserOutlined aria-hidden /> View Profile
            </Link>
          </Flex>
        )}
      </Card>
    </article>
  );
}
