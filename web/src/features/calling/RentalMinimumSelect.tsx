import { Select, Typography } from 'antd';
import { isRentalMinimumOption, RENTAL_MINIMUM_OPTIONS } from './callingLists.ts';

interface RentalMinimumSelectProps {
  value: number;
  onChange: (minimum: number) => void;
}

/** 1+ … 20+ rental listings. The initial value 4 matches no option, so the select shows none until one is chosen. */
export function RentalMinimumSelect({ value, onChange }: RentalMinimumSelectProps) {
  return (
    <Select<number>
      value={value}
      options={RENTAL_MINIMUM_OPTIONS}
      onChange={onChange}
      aria-label="Minimum rental listings"
      labelRender={({ label, value: shown }) =>
        isRentalMinimumOption(Number(shown)) ? label : <Typography.Text type="secondary">Minimum rentals</Typography.Text>
      }
      style={{ width: 200 }}
    />
  );
}
