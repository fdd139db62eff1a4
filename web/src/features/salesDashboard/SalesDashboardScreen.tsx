import { Alert, Button, Col, Flex, Layout, Row, Skeleton, Card, Typography } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { TIERS } from '@outreach/contracts';
import { ImportToProductionButton } from './ImportToProductionButton.tsx';
import { salesDashboardQueries } from './salesDashboardQueries.ts';
import { SalesUserMenu } from './SalesUserMenu.tsx';
import { TopPerformerTierCard } from './TopPerformerTierCard.tsx';

const TIER_COLUMNS = { xs: 24, md: 12, xl: 8 };

/** Top performers by tier, with Import to Production. */
export function SalesDashboardScreen() {
  const navigate = useNavigate();
  const { data: performers, isLoading, error } = useQuery(salesDashboardQueries.topPerformers());
  const handleOpenOverview = () => navigate('/dashboard');

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '12px 16px', height: 'auto', lineHeight: 1.4 }}
      >
        {/* Lined up with the content below it (1200 px less its padding), however wide the window. */}
        <Flex align="center" justify="space-between" gap={12} wrap style={{ maxWidth: 1168, margin: '0 auto' }}>
          <div>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              Sales Dashboard
            </Typography.Title>
            <Typography.Text type="secondary">Top performing agents by tier</Typography.Text>
          </div>
          <Flex gap={8} wrap>
            <Button icon={<AppstoreOutlined aria-hidden />} onClick={handleOpenOverview}>
              Overview Dashboard
            </Button>
            <ImportToProductionButton />
            <SalesUserMenu />
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 16px', width: '100%', maxWidth: 1200, margin: '0 auto' }}>
        {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
        <Row gutter={[16, 16]}>
          {TIERS.map((tier) => (
            <Col key={tier} {...TIER_COLUMNS}>
              {isLoading ? (
                <Card>
                  <Skeleton active />
                </Card>
              ) : (
                <TopPerformerTierCard
                  tier={tier}
                  totalCount={performers?.[tier]?.totalCount ?? 0}
                  contacts={performers?.[tier]?.contacts ?? []}
                />
              )}
            </Col>
          ))}
        </Row>
      </Layout.Content>
    </Layout>
  );
}
