import { useState, type ChangeEvent } from 'react';
import { Button, Card, Col, Flex, Input, Row, Select, Typography } from 'antd';
import { CopyOutlined, SendOutlined } from '@ant-design/icons';
import { GeneratedByTag } from '../../shared/ai/GeneratedByTag.tsx';
import { useGeneration } from '../../shared/ai/useGeneration.ts';
import { useCopyToClipboard } from '../../shared/hooks/useCopyToClipboard.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { useAiCompanyProfile } from '../companyProfile/useAiCompanyProfile.ts';
import { campaignFocusOf, DEFAULT_CAMPAIGN_FOCUS, MESSAGE_TYPES, messageProblem } from './aiMarketingChoices.ts';
import { PERSONALIZED_MESSAGE_PATH } from './aiMarketingQueries.ts';
import type { PersonalizedMessageAnswer, PersonalizedMessageInput } from './aiMarketingTypes.ts';
import { ContactPicker, type PickedContact } from './ContactPicker.tsx';
import { FieldLabel } from './FieldLabel.tsx';

const FAILURE = { title: 'Failed to generate personalized message', fallback: 'Please try again.' };
const MESSAGE_TYPE_OPTIONS = MESSAGE_TYPES.map((value) => ({ value, label: value }));

interface Written {
  contact: PickedContact;
  focus: string;
  answer: PersonalizedMessageAnswer;
}

/** Personalized Messages: a real contact, a message type and a focus ('General real estate growth' when blank), then the message. */
export function PersonalizedMessagesTab() {
  const toast = useToast();
  const copy = useCopyToClipboard();
  const { profile } = useAiCompanyProfile();
  const [contact, setContact] = useState<PickedContact | undefined>();
  const [messageType, setMessageType] = useState<string | undefined>();
  const [focus, setFocus] = useState('');
  const [written, setWritten] = useState<Written | null>(null);
  const generate = useGeneration<PersonalizedMessageInput, PersonalizedMessageAnswer>(PERSONALIZED_MESSAGE_PATH, FAILURE);

  const handleFocusChange = (event: ChangeEvent<HTMLInputElement>) => setFocus(event.target.value);
  const handleGenerate = () => {
    const problem = messageProblem(contact?.value, messageType);
    if (problem || !contact || !messageType) return toast({ title: 'Missing Information', description: problem ?? undefined, variant: 'destructive' });
    const campaignFocus = campaignFocusOf(focus);
    generate.mutate(
      { contactId: contact.value, messageType, campaignFocus, ...(profile ? { companyProfile: profile } : {}) },
      { onSuccess: (answer) => setWritten({ contact, focus: campaignFocus, answer }) },
    );
  };
  const handleCopySubject = () => written && void copy(written.answer.subject, 'Subject');
  const handleCopyMessage = () => written && void copy(written.answer.message, 'Message');

  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          <FieldLabel htmlFor="message-contact">Contact</FieldLabel>
          <ContactPicker id="message-contact" value={contact} onChange={setContact} />
        </Col>
        <Col xs={24} md={6}>
          <FieldLabel htmlFor="message-type">Message Type</FieldLabel>
          <Select id="message-type" value={messageType} onChange={setMessageType} options={MESSAGE_TYPE_OPTIONS} placeholder="Select message type" style={{ width: '100%' }} />
        </Col>
        <Col xs={24} md={8}>
          <FieldLabel htmlFor="message-focus">Campaign Focus</FieldLabel>
          <Input id="message-focus" value={focus} onChange={handleFocusChange} maxLength={500} placeholder={DEFAULT_CAMPAIGN_FOCUS} />
        </Col>
      </Row>
      <div>
        <Button type="primary" icon={<SendOutlined aria-hidden />} onClick={handleGenerate} loading={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate Message'}
        </Button>
      </div>
      {written && (
        <Card
          size="small"
          aria-label="Personalized message"
          title={`Message for ${written.contact.label}`}
          extra={<GeneratedByTag mark={written.answer} />}
        >
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">Focus: {written.focus}</Typography.Text>
            <div>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong>Subject</Typography.Text>
                <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={handleCopySubject}>
                  Copy Subject
                </Button>
              </Flex>
              <Typography.Paragraph data-field="subject" style={{ marginBottom: 0 }}>
                {written.answer.subject}
              </Typography.Paragraph>
            </div>
            <div>
              <Flex justify="space-between" align="center" gap={8}>
                <Typography.Text strong>Message</Typography.Text>
                <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={handleCopyMessage}>
                  Copy Message
                </Button>
              </Flex>
              <Typography.Paragraph data-field="message" style={{ whiteSpace: 'pre-wrap', marginBottom: 0, padding: 12, background: '#fafafa', borderRadius: 6 }}>
                {written.answer.message}
              </Typography.Paragraph>
            </div>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
