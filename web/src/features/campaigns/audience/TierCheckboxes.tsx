import { Checkbox } from 'antd';
import { TIER_CRITERIA, TIER_LABELS, TIERS } from '@outreach/contracts/choices.ts';
import type { Tier } from './recipientFilter.ts';

/** The performance tiers as checkboxes labelled '{tier} Agents', with their listings. */
export function TierCheckboxes({ value, onChange }: { value: readonly Tier[]; onChange: (tiers: Tier[]) => void }) {
  return (
    <div role="group" aria-label="Performance tiers">
      <Checkbox.Group value={[...value]} onChange={(checked) => onChange(TIERS.filter((tier) => checked.includes(tier)))} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {TIERS.map((tier) => (
          <Checkbox key={tier} value={tier}>
            {TIER_LABELS[tier]} Agents <span style={{ color: 'rgba(0,0,0,0.45)' }}>({TIER_CRITERIA[tier]})</span>
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}
