import { Flex, Radio, Typography } from 'antd';
import type { RadioChangeEvent } from 'antd';
import type { CallFilter } from '@outreach/contracts';
import { CALL_FILTER_OPTIONS } from './callingLists.ts';

interface CallFilterPickerProps {
  value: CallFilter;
  onChange: (filter: CallFilter) => void;
}

/** The eight call-status filters: Fresh (default) … All. */
export function CallFilterPicker({ value, onChange }: CallFilterPickerProps) {
  const handleChange = (event: RadioChangeEvent) => onChange(event.target.value as CallFilter);
  return (
    <Radio.Group
      value={value}
      onChange={handleChange}
      optionType="button"
      aria-label="Call status filter"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
    >
      {CALL_FILTER_OPTIONS.map((option) => (
        <Radio.Button key={option.value} value={option.value} style={{ height: 'auto', borderRadius: 6, borderInlineStartWidth: 1 }}>
          <Flex vertical align="center" justify="center" style={{ padding: '2px 0', lineHeight: 1.3, minHeight: 40 }}>
            <span>{option.label}</span>
            {option.hint && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {option.hint}
              </Typography.Text>
            )}
          </Flex>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
