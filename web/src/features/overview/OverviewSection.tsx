import { Col, Flex, Row } from 'antd';
import type { DashboardSectionId } from '../dashboard/dashboardSections.ts';
import { AgentTiersCard } from './AgentTiersCard.tsx';
import { OverviewStatCards } from './OverviewStatCards.tsx';
import { QuickActionsCard } from './QuickActionsCard.tsx';
import { RecentCampaignsCard } from './RecentCampaignsCard.tsx';
import { WarmupStatusCard } from './WarmupStatusCard.tsx';

interface OverviewSectionProps {
  onSelectSection: (section: DashboardSectionId) => void;
}

/** The dashboard's Overview section. */
export function OverviewSection({ onSelectSection }: OverviewSectionProps) {
  const handleOpenSettings = () => onSelectSection('settings');
  return (
    <Flex vertical gap={16}>
      <OverviewStatCards />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <AgentTiersCard />
        </Col>
        <Col xs={24} lg={12}>
          <RecentCampaignsCard />
        </Col>
        <Col xs={24} lg={12}>
          <WarmupStatusCard onOpenSettings={handleOpenSettings} />
        </Col>
        <Col xs={24} lg={12}>
          <QuickActionsCard onSelectSection={onSelectSection} />
        </Col>
      </Row>
    </Flex>
  );
}
