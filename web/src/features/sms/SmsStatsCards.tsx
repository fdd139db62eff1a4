import { Card, Col, Grid, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { smsQueries } from './smsQueries.ts';

/**
 * Active Conversations, Messages Today and Response Rate (polled every 60 s). One row at every
 * width: on a phone three small cards, so that the conversations start on the first screen.
 */
export function SmsStatsCards() {
  const { data, isLoading } = useQuery(smsQueries.stats());
  const screens = Grid.useBreakpoint();
  const compact = screens.sm === false;
  const cards = [
    { title: 'Active Conversations', value: data?.activeConversations ?? 0, hint: 'Conversations in the inbox' },
    { title: 'Messages Today', value: data?.messagesToday ?? 0, hint: 'Sent and received since midnight' },
    { title: 'Response Rate', value: data?.responseRate ?? 0, suffix: '%', hint: 'Agents who replied to campaigns' },
  ];

  return (
    <section aria-label="SMS statistics">
      <Row gutter={compact ? [8, 8] : [16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} span={8}>
            <Card size="small" style={{ height: '100%' }} styles={compact ? { body: { padding: '8px 10px' } } : undefined}>
              <Statistic
                title={card.title}
                value={card.value}
                suffix={card.suffix}
                loading={isLoading}
                styles={compact ? { title: { fontSize: 12, lineHeight: 1.3 }, content: { fontSize: 20 } } : undefined}
              />
              <Typography.Text type="secondary" style={{ fontSize: compact ? 11 : 12, lineHeight: 1.3, display: 'block' }}>
                {card.hint}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
