import { Card, Col, Row, Statistic } from 'antd';
import { CalendarOutlined, CheckCircleOutlined, PhoneOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { callingQueries } from './callingQueries.ts';

export function CallStatsCards() {
  const { data: stats, isLoading } = useQuery(callingQueries.callStats());
  const cards = [
    { title: 'Calls Today', value: stats?.totalCallsToday, icon: <PhoneOutlined aria-hidden /> },
    { title: 'Connected', value: stats?.connectedCallsToday, icon: <CheckCircleOutlined aria-hidden /> },
    { title: 'This Week', value: stats?.totalCallsWeek, icon: <CalendarOutlined aria-hidden /> },
    { title: 'Follow-ups', value: stats?.followUpsNeeded, icon: <ScheduleOutlined aria-hidden /> },
  ];
  return (
    <section aria-label="Call statistics">
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} lg={6}>
            <Card size="small" role="group" aria-label={card.title}>
              <Statistic title={card.title} value={card.value ?? 0} prefix={card.icon} loading={isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
