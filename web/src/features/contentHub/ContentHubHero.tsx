import { Card, Col, Row, Statistic, Typography } from 'antd';
import { ADVERTISED, formatCount } from './contentHubChoices.ts';

const COLUMNS = { xs: 12, lg: 6 };

/** The hero cards: the advertised reach and offer (static text, spec part 2 §1), not counts of the contacts. */
export function ContentHubHero() {
  const cards = [
    { title: 'Agent Database', value: formatCount(ADVERTISED.agents), note: 'real-estate agents to reach' },
    { title: 'Mobile Coverage', value: ADVERTISED.mobileCoverage, note: 'of agents reachable by text' },
    { title: 'Performance Tiers', value: String(ADVERTISED.tiers), note: 'from entry level to elite' },
    { title: 'The Offer', value: `${ADVERTISED.monthlyPrice}/mo`, note: `listing software, ${ADVERTISED.trialDays}-day free trial` },
  ];
  return (
    <section aria-label="Highlights" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">Write e-mails and texts that sell the listing software, for every tier of agents, with AI help.</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} {...COLUMNS}>
            <Card size="small" role="group" aria-label={card.title} style={{ height: '100%' }}>
              <Statistic title={card.title} value={card.value} />
              <Typography.Text type="secondary">{card.note}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
