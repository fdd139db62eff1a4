import { Alert, Card, Col, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { aiMarketingQueries } from './aiMarketingQueries.ts';
import { leadStatCards, marketLabel } from './leadStatisticsDisplay.ts';

const PLACEHOLDER_KEYS = [0, 1, 2, 3];
const COLUMNS = { xs: 12, lg: 6 };

/** The four statistic cards and the Top Markets badges, from the contacts' real figures. */
export function LeadStatisticsCards() {
  const { data: stats, isPending, error } = useQuery(aiMarketingQueries.leadStatistics());

  if (isPending) {
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
  if (!stats) return <Alert type="error" showIcon title="Failed to load lead statistics" description={error?.message} />;

  return (
    <Flex vertical gap={16}>
      <section aria-label="Lead statistics">
        <Row gutter={[16, 16]}>
          {leadStatCards(stats).map((card) => (
            <Col key={card.title} {...COLUMNS}>
              <Card size="small" role="group" aria-label={card.title} style={{ height: '100%' }}>
                <Statistic title={card.title} value={card.value} />
                <Typography.Text type="secondary">{card.note}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
      <Card size="small" title="Top Markets">
        {stats.topCities.length === 0 ? (
          <Typography.Text type="secondary">No cities in your contacts yet.</Typography.Text>
        ) : (
          <Flex gap={8} wrap role="list" aria-label="Top Markets">
            {stats.topCities.map((market) => (
              <Tag role="listitem" key={`${market.city}|${market.state ?? ''}`} color="blue" style={{ marginInlineEnd: 0 }}>
                {marketLabel(market)}
              </Tag>
            ))}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
