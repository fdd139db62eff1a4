import { Col, Radio, Row, Typography } from 'antd';
import type { RadioChangeEvent } from 'antd';
import type { GoalChoice } from './contentHubChoices.ts';
import type { ContentGoal } from './contentHubTypes.ts';

interface GoalPickerProps {
  goals: readonly GoalChoice[];
  value: ContentGoal | null;
  onChange: (goal: ContentGoal) => void;
}

const OPTION_STYLE = { display: 'flex', width: '100%', height: '100%', padding: 12, border: '1px solid #d9d9d9', borderRadius: 8, marginInlineEnd: 0 };

/** A wizard's first step: one goal among the wizard's own, each with what it is for. */
export function GoalPicker({ goals, value, onChange }: GoalPickerProps) {
  const handleChange = (event: RadioChangeEvent) => onChange(event.target.value as ContentGoal);
  return (
    <Radio.Group value={value} onChange={handleChange} aria-label="Campaign goal" style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        {goals.map((goal) => (
          <Col key={goal.value} xs={24} sm={12}>
            <Radio value={goal.value} style={{ ...OPTION_STYLE, borderColor: value === goal.value ? '#1677ff' : '#d9d9d9' }}>
              <Typography.Text strong>{goal.title}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{goal.description}</Typography.Text>
            </Radio>
          </Col>
        ))}
      </Row>
    </Radio.Group>
  );
}
