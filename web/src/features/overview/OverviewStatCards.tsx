import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatCount, formatRate } from './overviewFigures.ts';
import { overviewQueries } from './overviewQueries.ts';

const PLACEHOLDER_KEYS = [0, 1, 2, 3];
const COLUMNS = { xs: 12, lg: 6 };

/** Total Contacts, Emails Sent (30d), Avg Open Rate, Avg Click Rate; four placeholder cards while loading. */
export function OverviewStatCards() {
  const { data: stats, isLoading } = useQuery(overviewQueries.stats());

  if (isLoading) {
    return (
      <Row gutter={[16, 16]} role="status" aria-label="Loading statistics">
        {PLACEHOLDER_KEYS.map((key) => (
          <Col key={key} {...COLUMNS}>
            <Card size="small">
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  const cards = [
    { title: 'Total Contacts', value: formatCount(stats?.totalContacts) },
    { title: 'Emails Sent (30d)', value: formatCount(stats?.emailsSent30d) },
    { title: 'Avg Open Rate', value: formatRate(stats?.avgOpenRate) },
    { title: 'Avg Click Rate', value: formatRate(stats?.avgClickRate) },
  ];
  return (
    <section aria-label="Statistics">
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} {...COLUMNS}>
            <Card size="small" role="group" aria-label={card.title}>
              <Statistic title={card.title} value={card.value} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
