import { Checkbox, Typography } from 'antd';
import type { CityChoice } from './campaignContacts.ts';

interface CityCheckboxesProps {
  cities: readonly CityChoice[];
  value: readonly string[];
  onChange: (cities: string[]) => void;
}

/** The cities as checkboxes ('Austin, TX'), in a box that scrolls on its own. */
export function CityCheckboxes({ cities, value, onChange }: CityCheckboxesProps) {
  if (cities.length === 0) return <Typography.Text type="secondary">No contact has a city yet.</Typography.Text>;
  const order = cities.map((choice) => choice.city);
  return (
    <div role="group" aria-label="Cities" style={{ maxHeight: 220, overflowY: 'auto', border: '1px solid #f0f0f0', borderRadius: 8, padding: 8 }}>
      <Checkbox.Group
        value={[...value]}
        onChange={(checked) => onChange(order.filter((city) => checked.includes(city)))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 6 }}
      >
        {cities.map((choice) => (
          <Checkbox key={choice.city} value={choice.city} style={{ minWidth: 0 }}>
            {choice.state ? `${choice.city}, ${choice.state}` : choice.city}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}
