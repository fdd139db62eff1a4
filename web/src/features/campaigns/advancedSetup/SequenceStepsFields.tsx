import { Button, Card, Checkbox, Flex, Form, InputNumber, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CAMPAIGN_LIMITS } from '@outreach/contracts/campaignChoices.ts';
import type { Template } from '../../templates/templateTypes.ts';
import { newStep, type SequenceStepForm } from './advancedForm.ts';
import { EmailChoiceFields } from './EmailChoiceFields.tsx';
import { SendWindowFields } from './SendWindowFields.tsx';

interface SequenceStepsFieldsProps {
  steps: SequenceStepForm[];
  onChange: (steps: SequenceStepForm[]) => void;
  /** The library's e-mail templates; undefined while they are not loaded. */
  templates: readonly Template[] | undefined;
  templatesLoading: boolean;
}

/** An automated sequence's ordered steps: each a template or its own e-mail, days after the one before, optionally in the same thread and in its own send window. */
export function SequenceStepsFields({ steps, onChange, templates, templatesLoading }: SequenceStepsFieldsProps) {
  const setStep = (index: number, changes: Partial<SequenceStepForm>) => onChange(steps.map((step, i) => (i === index ? { ...step, ...changes } : step)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };
  const handleAdd = () => onChange([...steps, newStep(Math.max(0, ...steps.map((step) => step.key)) + 1, 3)]);

  return (
    <Card size="small" title="Sequence Steps" role="region" aria-label="Sequence Steps" style={{ marginBottom: 16 }}>
      <Flex vertical gap={12}>
        {steps.map((step, index) => {
          const label = `Step ${index + 1}`;
          return (
            <div key={step.key} role="group" aria-label={label} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}>
              <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
                <Typography.Text strong>{label}</Typography.Text>
                <Flex gap={4}>
                  <Button size="small" icon={<ArrowUpOutlined aria-hidden />} aria-label={`Move ${label.toLowerCase()} up`} disabled={index === 0} onClick={() => move(index, -1)} />
                  <Button size="small" icon={<ArrowDownOutlined aria-hidden />} aria-label={`Move ${label.toLowerCase()} down`} disabled={index === steps.length - 1} onClick={() => move(index, 1)} />
                  <Button size="small" icon={<DeleteOutlined aria-hidden />} aria-label={`Remove ${label.toLowerCase()}`} disabled={steps.length <= CAMPAIGN_LIMITS.steps.min} onClick={() => onChange(steps.filter((_, i) => i !== index))} />
                </Flex>
              </Flex>
              <EmailChoiceFields id={`step-${step.key}`} label={label} value={step} onChange={(email) => setStep(index, email)} templates={templates} templatesLoading={templatesLoading} />
              <Flex gap={16} wrap align="center">
                <Form.Item label={index === 0 ? `${label} delay (days after the start)` : `${label} delay (days after step ${index})`} htmlFor={`step-${step.key}-delay`} style={{ marginBottom: 0 }}>
                  <InputNumber
                    id={`step-${step.key}-delay`}
                    min={CAMPAIGN_LIMITS.delayDays.min}
                    max={CAMPAIGN_LIMITS.delayDays.max}
                    precision={0}
                    value={step.delayDays}
                    onChange={(delayDays) => setStep(index, { delayDays: delayDays ?? 0 })}
                  />
                </Form.Item>
                {index > 0 && (
                  <Checkbox checked={step.sameThread} onChange={(event) => setStep(index, { sameThread: event.target.checked })}>
                    Send as a reply in the same thread
                  </Checkbox>
                )}
              </Flex>
              <div style={{ marginTop: 8 }}>
                <SendWindowFields
                  label={`${label} send window`}
                  toggleText="Its own send window (else the campaign’s)"
                  value={step.sendWindow}
                  onChange={(sendWindow) => setStep(index, { sendWindow })}
                />
              </div>
            </div>
          );
        })}
        {steps.length < CAMPAIGN_LIMITS.steps.max && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={handleAdd} style={{ alignSelf: 'flex-start' }}>
            Add Step
          </Button>
        )}
      </Flex>
    </Card>
  );
}
