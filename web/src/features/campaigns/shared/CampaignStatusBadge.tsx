import { Tag } from 'antd';
import type { CampaignStatus } from '@outreach/contracts/campaignChoices.ts';
import { STATUS_LABELS, statusBadgeVariant, type BadgeVariant } from './campaignDisplay.ts';

const STYLES: Record<BadgeVariant, { color?: string; variant: 'solid' | 'filled' | 'outlined' }> = {
  default: { color: '#1f1f1f', variant: 'solid' },
  secondary: { variant: 'filled' },
  outline: { variant: 'outlined' },
};

/** The campaign's status as a badge: sent default (solid), sending secondary (grey), scheduled and the rest outline. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const badge = statusBadgeVariant(status);
  const style = STYLES[badge];
  return (
    <Tag color={style.color} variant={style.variant} data-variant={badge} style={{ marginInlineEnd: 0, textTransform: 'capitalize', background: badge === 'outline' ? 'transparent' : undefined }}>
      {STATUS_LABELS[status]}
    </Tag>
  );
}
