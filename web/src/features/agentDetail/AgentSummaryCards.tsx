import { Card, Col, Row, Statistic } from 'antd';
import { tierLabel } from '../contacts/contactDisplay.ts';
import type { Contact } from '../contacts/contactsTypes.ts';
import { accountStatusLabel } from './agentDetailFields.ts';

interface AgentSummaryCardsProps {
  contact: Contact;
}

export function AgentSummaryCards({ contact }: AgentSummaryCardsProps) {
  const cards = [
    { title: 'Active Listings', value: String(contact.listingsCount) },
    { title: 'Years Experience', value: contact.yearsExperience === null ? '–' : String(contact.yearsExperience) },
    { title: 'Performance Tier', value: tierLabel(contact.performanceTier, 'Unranked') },
    { title: 'Account Status', value: accountStatusLabel(contact.status) },
  ];
  return (
    <section aria-label="Summary">
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} lg={6}>
            <Card size="small" style={{ height: '100%' }} role="group" aria-label={card.title}>
              <Statistic title={card.title} value={card.value} styles={{ content: { fontSize: 20 } }} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
