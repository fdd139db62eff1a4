import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { CALLING_PAGE_SIZE, callingContactName } from './callingLists.ts';
import { CallingContactCard } from './CallingContactCard.tsx';
import type { CallingContact, CallTarget } from './callingTypes.ts';
import { useMarkEmailSent } from './useMarkEmailSent.ts';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';

/** Dialogs are loaded when first opened. */
const SendTextMessageModal = lazyNamed(() => import('../sms/SendTextMessageModal.tsx'), 'SendTextMessageModal');
const CallNotesModal = lazyNamed(() => import('./CallNotesModal.tsx'), 'CallNotesModal');
const LogCallModal = lazyNamed(() => import('./LogCallModal.tsx'), 'LogCallModal');

const SKELETON_KEYS = Array.from({ length: CALLING_PAGE_SIZE }, (_, index) => index);
const CARD_COLUMNS = { xs: 24, md: 12, xl: 8 };

interface ContactCardGridProps {
  title: string;
  contacts: CallingContact[];
  loading: boolean;
  emptyText: string;
  page: number;
  totalPages: number;
  showRentals?: boolean;
  onPageChange: (page: number) => void;
}

function toTarget(contact: CallingContact): CallTarget {
  return { contactId: contact.id, name: callingContactName(contact), phone: contact.phone };
}

/** A page of calling cards with Previous / Next, and the Log Call, Call Notes and Send Text Message dialogs they open. */
export function ContactCardGrid({ title, contacts, loading, emptyText, page, totalPages, showRentals = false, onPageChange }: ContactCardGridProps) {
  const markEmailSent = useMarkEmailSent();
  const [logCallTarget, setLogCallTarget] = useState<CallTarget | null>(null);
  const [notesTarget, setNotesTarget] = useState<CallTarget | null>(null);
  const [textTarget, setTextTarget] = useState<CallTarget | null>(null);

  const handleLogCall = (contact: CallingContact) => setLogCallTarget(toTarget(contact));
  const handleCallNotes = (contact: CallingContact) => setNotesTarget(toTarget(contact));
  const handleMarkEmailSent = (contact: CallingContact) => markEmailSent.mutate(contact.id);
  const handleSendText = (contact: CallingContact) => setTextTarget(toTarget(contact));
  const handleCloseText = () => setTextTarget(null);
  const handleCloseLogCall = () => setLogCallTarget(null);
  const handleCloseNotes = () => setNotesTarget(null);
  const handlePrevious = () => onPageChange(page - 1);
  const handleNext = () => onPageChange(page + 1);

  return (
    <section aria-label="Agents to call">
      {loading ? (
        <div role="status" aria-label="Loading contacts">
          <Row gutter={[16, 16]}>
            {SKELETON_KEYS.map((key) => (
              <Col key={key} {...CARD_COLUMNS}>
                <Card size="small">
                  <Skeleton active paragraph={{ rows: 3 }} />
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      ) : (
        <Flex vertical gap={16}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
          {contacts.length === 0 ? (
            <Empty description={emptyText} />
          ) : (
            <Row gutter={[16, 16]}>
              {contacts.map((contact) => (
                <Col key={contact.id} {...CARD_COLUMNS}>
                  <CallingContactCard
                    contact={contact}
                    showRentals={showRentals}
                    markingEmail={markEmailSent.isPending && markEmailSent.variables === contact.id}
                    onLogCall={handleLogCall}
                    onCallNotes={handleCallNotes}
                    onMarkEmailSent={handleMarkEmailSent}
                    onSendText={handleSendText}
                  />
                </Col>
              ))}
            </Row>
          )}
          <Flex justify="space-between" gap={8}>
            <Button disabled={page <= 1} onClick={handlePrevious}>
              Previous
            </Button>
            <Button disabled={page >= totalPages} onClick={handleNext}>
              Next
            </Button>
          </Flex>
        </Flex>
      )}
      <OpenedOnce open={logCallTarget !== null}>
        <LogCallModal target={logCallTarget} open={logCallTarget !== null} onClose={handleCloseLogCall} />
      </OpenedOnce>
      <OpenedOnce open={notesTarget !== null}>
        <CallNotesModal target={notesTarget} open={notesTarget !== null} onClose={handleCloseNotes} />
      </OpenedOnce>
      <OpenedOnce open={textTarget !== null}>
        <SendTextMessageModal target={textTarget} open={textTarget !== null} onClose={handleCloseText} />
      </OpenedOnce>
    </section>
  );
}
