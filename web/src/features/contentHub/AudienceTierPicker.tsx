import { Checkbox, Flex, Typography } from 'antd';
import { TIER_CRITERIA, TIER_LABELS, TIERS } from '@outreach/contracts/choices.ts';
import { audienceSize, formatCount } from './contentHubChoices.ts';
import type { Tier } from './contentHubTypes.ts';

interface AudienceTierPickerProps {
  value: readonly Tier[];
  onChange: (tiers: Tier[]) => void;
  /** The tier sizes this wizard shows (static text, spec part 2 §3). */
  sizes: Record<Tier, number>;
}

const OPTION_STYLE = { width: '100%', padding: '8px 12px', border: '1px solid #d9d9d9', borderRadius: 8 };

/** A wizard's audience: the performance tiers, each with its listings and its size, and the total chosen. */
export function AudienceTierPicker({ value, onChange, sizes }: AudienceTierPickerProps) {
  const handleChange = (checked: Tier[]) => onChange(TIERS.filter((tier) => checked.includes(tier)));
  return (
    <Flex vertical gap={8}>
      <Checkbox.Group value={[...value]} onChange={handleChange} aria-label="Performance tiers" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {TIERS.map((tier) => (
          <Checkbox key={tier} value={tier} style={OPTION_STYLE}>
            <Typography.Text strong>{TIER_LABELS[tier]} Agents</Typography.Text>{' '}
            <Typography.Text type="secondary">
              ({TIER_CRITERIA[tier]}) · {formatCount(sizes[tier])} agents
            </Typography.Text>
          </Checkbox>
        ))}
      </Checkbox.Group>
      <Typography.Text aria-live="polite">
        {value.length === 0 ? 'No tier selected' : `${formatCount(audienceSize(value, sizes))} agents selected`}
      </Typography.Text>
    </Flex>
  );
}
