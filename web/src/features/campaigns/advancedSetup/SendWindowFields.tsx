import { Checkbox, Flex, Input } from 'antd';
import { WEEKDAYS, type Weekday } from '@outreach/contracts/campaignChoices.ts';
import { DAY_NAMES } from '../shared/campaignDisplay.ts';
import type { SendWindowForm } from './sendWindowForm.ts';

interface SendWindowFieldsProps {
  /** Names the controls ("Send window", "Step 2 send window"). */
  label: string;
  /** The checkbox's words ("Only send on chosen days and hours"). */
  toggleText: string;
  value: SendWindowForm;
  onChange: (window: SendWindowForm) => void;
}

/** A send window: off (any time), or the days of the week and the hours e-mails may go out, in each recipient's time zone. */
export function SendWindowFields({ label, toggleText, value, onChange }: SendWindowFieldsProps) {
  return (
    <Flex vertical gap={8} role="group" aria-label={label}>
      <Checkbox checked={value.enabled} onChange={(event) => onChange({ ...value, enabled: event.target.checked })}>
        {toggleText}
      </Checkbox>
      {value.enabled && (
        <>
          <Checkbox.Group
            aria-label={`${label} days`}
            value={value.days}
            onChange={(days) => onChange({ ...value, days: days as Weekday[] })}
            options={WEEKDAYS.map((day) => ({ value: day, label: DAY_NAMES[day] }))}
          />
          <Flex gap={8} align="center" wrap>
            <Input type="time" aria-label={`${label} from`} value={value.start} onChange={(event) => onChange({ ...value, start: event.target.value })} style={{ flex: '0 1 140px' }} />
            <span aria-hidden>to</span>
            <Input type="time" aria-label={`${label} until`} value={value.end} onChange={(event) => onChange({ ...value, end: event.target.value })} style={{ flex: '0 1 140px' }} />
            <span>in each recipient’s time zone</span>
          </Flex>
        </>
      )}
    </Flex>
  );
}
