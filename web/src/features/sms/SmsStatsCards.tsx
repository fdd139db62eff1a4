import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { smsQueries } from './smsQueries.ts';

/** Active Conversations, Messages Today and Response Rate (polled every 60 s). */
export function SmsStatsCards() {
  const { data, isLoading } = useQuery(smsQueries.stats());
  const cards = [
    { title: 'Active Conversations', value: data?.activeConversations ?? 0, hint: 'Conversations in the inbox' },
    { title: 'Messages Today', value: data?.messagesToday ?? 0, hint: 'Sent and received since midnight' },
    { title: 'Response Rate', value: data?.responseRate ?? 0, suffix: '%', hint: 'Agents who replied to campaigns' },
  ];

  return (
    <section aria-label="SMS statistics">
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={24} sm={8}>
            <Card size="small">
              <Statistic title={card.title} value={card.value} suffix={card.suffix} loading={isLoading} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {card.hint}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
