import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Flex, Tag } from 'antd';
import type { CampaignStatus } from '@outreach/contracts/campaignChoices.ts';
import { STATUS_LABELS, statusBadgeVariant, type BadgeVariant } from './campaignDisplay.ts';
import { HintTooltip } from '../../../shared/tooltip/HintTooltip.tsx';

const STYLES: Record<BadgeVariant, { color?: string; variant: 'solid' | 'filled' | 'outlined' }> = {
  default: { color: '#1f1f1f', variant: 'solid' },
  secondary: { variant: 'filled' },
  outline: { variant: 'outlined' },
};

/**
 * The campaign's status as a badge: sent default (solid), sending secondary (grey), scheduled and
 * the rest outline; with `notice` (a draft whose schedule was missed, say), a warning icon beside
 * it that says it.
 */
export function CampaignStatusBadge({ status, notice }: { status: CampaignStatus; notice?: string | null }) {
  const badge = statusBadgeVariant(status);
  const style = STYLES[badge];
  const tag = (
    <Tag color={style.color} variant={style.variant} data-variant={badge} style={{ marginInlineEnd: 0, textTransform: 'capitalize', background: badge === 'outline' ? 'transparent' : undefined }}>
      {STATUS_LABELS[status]}
    </Tag>
  );
  if (!notice) return tag;
  return (
    <Flex gap={6} align="center">
      {tag}
      <HintTooltip title={notice}>
        <ExclamationCircleOutlined role="img" aria-label={notice} style={{ color: '#d48806' }} />
      </HintTooltip>
    </Flex>
  );
}
