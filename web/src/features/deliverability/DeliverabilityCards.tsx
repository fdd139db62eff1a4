import { Card, Col, Grid, Row, Statistic, Typography } from 'antd';
import { DELIVERABILITY_CARDS } from './deliverabilityFacts.ts';

/** Deliverability Score, Daily Send Limit, Authentication and Bounce Rate: four across, two by two on a phone. */
export function DeliverabilityCards() {
  const screens = Grid.useBreakpoint();
  const compact = screens.sm === false;
  return (
    <section aria-label="Deliverability summary">
      <Row gutter={compact ? [8, 8] : [16, 16]}>
        {DELIVERABILITY_CARDS.map((card) => (
          <Col key={card.title} xs={12} md={6}>
            <Card size="small" style={{ height: '100%' }} styles={compact ? { body: { padding: '8px 10px' } } : undefined}>
              <section aria-label={card.title}>
                <Statistic
                  title={card.title}
                  value={card.value}
                  styles={compact ? { title: { fontSize: 12, lineHeight: 1.3 }, content: { fontSize: 20 } } : undefined}
                />
                <Typography.Text type="secondary" style={{ fontSize: compact ? 11 : 12, lineHeight: 1.3, display: 'block' }}>
                  {card.hint}
                </Typography.Text>
              </section>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
