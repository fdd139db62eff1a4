import { Alert, Button, Col, Row, Skeleton, Card } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { TIERS } from '@outreach/contracts';
import { HeaderedPage } from '../../shared/layout/HeaderedPage.tsx';
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
    <HeaderedPage
      title="Sales Dashboard"
      subtitle="Top performing agents by tier"
      actions={
        <>
          <Button icon={<AppstoreOutlined aria-hidden />} onClick={handleOpenOverview}>
            Overview Dashboard
          </Button>
          <ImportToProductionButton />
          <SalesUserMenu />
        </>
      }
    >
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
    </HeaderedPage>
  );
}
