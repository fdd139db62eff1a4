import { Card, Flex, Tag, Typography } from 'antd';
import { TIER_CRITERIA, TIER_LABELS, TIERS } from '@outreach/contracts';
import { TIER_COLORS } from '../contacts/contactDisplay.ts';
import { ADVERTISED_TIER_SIZES } from './overviewFigures.ts';

/** The advertised agents per tier: static text, as the spec says, not live counts. */
export function AgentTiersCard() {
  return (
    <Card title="Agent Performance Tiers" role="region" aria-label="Agent Performance Tiers" style={{ height: '100%' }}>
      <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {TIERS.map((tier) => (
          <li key={tier}>
            <Flex justify="space-between" align="center" gap={8}>
              <Flex vertical>
                <Tag color={TIER_COLORS[tier]} style={{ alignSelf: 'flex-start' }}>
                  {TIER_LABELS[tier]}
                </Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {TIER_CRITERIA[tier]}
                </Typography.Text>
              </Flex>
              <Typography.Text strong>{ADVERTISED_TIER_SIZES[tier]} agents</Typography.Text>
            </Flex>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
