import { useState, type ChangeEvent } from 'react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { BarChartOutlined, CalendarOutlined, HistoryOutlined, MailOutlined, SaveOutlined } from '@ant-design/icons';
import type { Contact } from '../contacts/contactsTypes.ts';
import { useSaveContactNotes } from './useSaveContactNotes.ts';

interface SalesMarketingCardProps {
  contact: Contact;
  onAddToCampaign: () => void;
  onScheduleFollowUp: () => void;
  onViewHistory: () => void;
  onShowAnalytics: () => void;
}

/** The agent's sales actions and campaign notes (the notes are the contact's notes). */
export function SalesMarketingCard({ contact, onAddToCampaign, onScheduleFollowUp, onViewHistory, onShowAnalytics }: SalesMarketingCardProps) {
  const [notes, setNotes] = useState(contact.notes ?? '');
  const saveNotes = useSaveContactNotes();
  const unchanged = notes === (contact.notes ?? '');

  const handleNotesChange = (event: ChangeEvent<HTMLTextAreaElement>) => setNotes(event.target.value);
  const handleSaveNotes = () => saveNotes.mutate({ id: contact.id, notes: notes.trim() === '' ? null : notes });

  return (
    <Card title="Sales & Marketing" role="region" aria-label="Sales & Marketing">
      <Flex vertical gap={8}>
        <Button block icon={<MailOutlined aria-hidden />} onClick={onAddToCampaign}>
          Add to Email Campaign
        </Button>
        <Button block icon={<CalendarOutlined aria-hidden />} onClick={onScheduleFollowUp}>
          Schedule Follow-up
        </Button>
        <Button block icon={<HistoryOutlined aria-hidden />} onClick={onViewHistory}>
          View Campaign History
        </Button>
        <Button block icon={<BarChartOutlined aria-hidden />} onClick={onShowAnalytics}>
          Performance Analytics
        </Button>
        <Typography.Text strong style={{ marginTop: 8 }}>
          <label htmlFor="campaign-notes">Campaign Notes</label>
        </Typography.Text>
        <Input.TextArea
          id="campaign-notes"
          rows={4}
          maxLength={5000}
          value={notes}
          onChange={handleNotesChange}
          placeholder="Add notes about this agent's campaigns..."
        />
        <Button type="primary" icon={<SaveOutlined aria-hidden />} disabled={unchanged} loading={saveNotes.isPending} onClick={handleSaveNotes}>
          Save Notes
        </Button>
      </Flex>
    </Card>
  );
}
