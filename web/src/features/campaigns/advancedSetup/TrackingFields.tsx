import { Checkbox, Flex, Form } from 'antd';
import type { AdvancedForm } from './advancedForm.ts';

interface TrackingFieldsProps {
  value: AdvancedForm['tracking'];
  onChange: (tracking: AdvancedForm['tracking']) => void;
}

/** Open and click tracking of any campaign: off unless turned on here (the Open Rate and Click Rate columns then fill). */
export function TrackingFields({ value, onChange }: TrackingFieldsProps) {
  return (
    <Form.Item label="Tracking" extra="Off unless turned on: opens are seen through a tiny image, clicks through links that pass this server first.">
      <Flex gap={16} wrap>
        <Checkbox checked={value.opens} onChange={(event) => onChange({ ...value, opens: event.target.checked })}>
          Track opens
        </Checkbox>
        <Checkbox checked={value.clicks} onChange={(event) => onChange({ ...value, clicks: event.target.checked })}>
          Track clicks
        </Checkbox>
      </Flex>
    </Form.Item>
  );
}
