import { Checkbox, Typography } from 'antd';
import { cityCheckboxOptions, type CityChoice } from './campaignContacts.ts';

interface CityCheckboxesProps {
  cities: readonly CityChoice[];
  /** The recipient filter's city entries ('Austin, TX'; a city alone chooses it in any state). */
  value: readonly string[];
  onChange: (cities: string[]) => void;
}

/** The cities as checkboxes ('Austin, TX'), each city in its state, in a box that scrolls on its own. */
export function CityCheckboxes({ cities, value, onChange }: CityCheckboxesProps) {
  const options = cityCheckboxOptions(cities, value);
  if (options.length === 0) return <Typography.Text type="secondary">No contact has a city yet.</Typography.Text>;
  const order = options.map((option) => option.value);
  const checked = options.filter((option) => option.checked).map((option) => option.value);
  return (
    <div role="group" aria-label="Cities" style={{ maxHeight: 220, overflowY: 'auto', border: '1px solid #f0f0f0', borderRadius: 8, padding: 8 }}>
      <Checkbox.Group
        value={checked}
        onChange={(chosen) => onChange(order.filter((entry) => chosen.includes(entry)))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 6 }}
      >
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} style={{ minWidth: 0 }}>
            {option.label}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}
