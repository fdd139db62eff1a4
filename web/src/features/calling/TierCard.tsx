import type { KeyboardEvent } from 'react';
import { Card, Typography } from 'antd';
import { TIER_CRITERIA, TIER_LABELS, type Tier } from '@outreach/contracts';

interface TierCardProps {
  tier: Tier;
  count: number | undefined;
  selected: boolean;
  onSelect: (tier: Tier) => void;
}

/** A tier of the picker: label, criteria and how many of its contacts have a phone number. */
export function TierCard({ tier, count, selected, onSelect }: TierCardProps) {
  const handleClick = () => onSelect(tier);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(tier);
    }
  };
  return (
    <Card
      hoverable
      size="small"
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      style={{ height: '100%', borderColor: selected ? '#1677ff' : undefined, background: selected ? '#e6f4ff' : undefined }}
    >
      <Typography.Text strong style={{ display: 'block' }}>
        {TIER_LABELS[tier]}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {TIER_CRITERIA[tier]}
      </Typography.Text>
      <Typography.Text style={{ display: 'block', fontSize: 20, fontWeight: 600 }}>
        {count === undefined ? '–' : count.toLocaleString('en-US')}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        with phone numbers
      </Typography.Text>
    </Card>
  );
}
