import { Button, Card, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AB_TEST_FALLBACKS, AB_TEST_METRICS, AB_VARIANT_KEYS, CAMPAIGN_LIMITS } from '@outreach/contracts/campaignChoices.ts';
import { AB_TEST_FALLBACK_LABELS, AB_TEST_METRIC_LABELS, type AbTestForm, type AdvancedForm } from './advancedForm.ts';

interface AbTestFieldsProps {
  value: AbTestForm;
  /** What the campaign tracks (chosen under Tracking): the metrics it allows. */
  tracking: AdvancedForm['tracking'];
  onChange: (value: AbTestForm) => void;
}

/**
 * An A/B test's settings: 2–4 variants (subject lines, or whole e-mails), the share of the audience
 * that gets the test, the wait before the winner is chosen, the metric (replies; clicks or opens
 * only with that tracking on) and what happens without a clear winner.
 */
export function AbTestFields({ value, tracking, onChange }: AbTestFieldsProps) {
  const { variants, mode } = value;
  const setVariant = (index: number, changes: Partial<AbTestForm['variants'][number]>) =>
    onChange({ ...value, variants: variants.map((variant, i) => (i === index ? { ...variant, ...changes } : variant)) });

  return (
    <Card size="small" title="A/B Test" role="region" aria-label="A/B Test" style={{ marginBottom: 16 }}>
      <Form.Item label="What the variants change">
        <Radio.Group
          aria-label="What the variants change"
          value={mode}
          onChange={(event) => onChange({ ...value, mode: event.target.value as AbTestForm['mode'] })}
          options={[
            { value: 'subjects', label: 'Subject lines' },
            { value: 'contents', label: 'Whole contents' },
          ]}
        />
      </Form.Item>
      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        {variants.map((variant, index) => {
          const key = AB_VARIANT_KEYS[index]!;
          return (
            <div key={key} role="group" aria-label={`Variant ${key}`} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}>
              <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
                <Typography.Text strong>Variant {key}</Typography.Text>
                {variants.length > CAMPAIGN_LIMITS.variants.min && (
                  <Button
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Remove variant ${key}`}
                    onClick={() => onChange({ ...value, variants: variants.filter((_, i) => i !== index) })}
                  />
                )}
              </Flex>
              <Input
                aria-label={`Variant ${key} subject line`}
                placeholder="Subject line"
                value={variant.subject}
                maxLength={CAMPAIGN_LIMITS.subject}
                onChange={(event) => setVariant(index, { subject: event.target.value })}
              />
              {mode === 'contents' && (
                <Input.TextArea
                  aria-label={`Variant ${key} content`}
                  placeholder="Email content"
                  rows={4}
                  value={variant.content}
                  onChange={(event) => setVariant(index, { content: event.target.value })}
                  style={{ marginTop: 8 }}
                />
              )}
            </div>
          );
        })}
        {variants.length < CAMPAIGN_LIMITS.variants.max && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => onChange({ ...value, variants: [...variants, { subject: '', content: '' }] })} style={{ alignSelf: 'flex-start' }}>
            Add Variant
          </Button>
        )}
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item label="Test share of the audience (%)" htmlFor="ab-test-percent" style={{ flex: '1 1 180px' }}>
          <InputNumber
            id="ab-test-percent"
            min={CAMPAIGN_LIMITS.testPercent.min}
            max={CAMPAIGN_LIMITS.testPercent.max}
            precision={0}
            value={value.testPercent}
            onChange={(testPercent) => onChange({ ...value, testPercent: testPercent ?? value.testPercent })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Wait before choosing the winner (hours)" htmlFor="ab-test-wait" style={{ flex: '1 1 180px' }}>
          <InputNumber
            id="ab-test-wait"
            min={CAMPAIGN_LIMITS.waitHours.min}
            max={CAMPAIGN_LIMITS.waitHours.max}
            precision={0}
            value={value.waitHours}
            onChange={(waitHours) => onChange({ ...value, waitHours: waitHours ?? value.waitHours })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item label="Winner decided by" htmlFor="ab-test-metric" style={{ flex: '1 1 180px' }}>
          <Select
            id="ab-test-metric"
            value={value.metric}
            onChange={(metric) => onChange({ ...value, metric })}
            options={AB_TEST_METRICS.map((metric) => ({
              value: metric,
              label: metric === 'replies' || tracking[metric] ? AB_TEST_METRIC_LABELS[metric] : `${AB_TEST_METRIC_LABELS[metric]} (turn on ${metric} tracking)`,
              disabled: metric !== 'replies' && !tracking[metric],
            }))}
          />
        </Form.Item>
        <Form.Item label="Without a clear winner" htmlFor="ab-test-fallback" style={{ flex: '2 1 240px' }}>
          <Select
            id="ab-test-fallback"
            value={value.fallback}
            onChange={(fallback) => onChange({ ...value, fallback })}
            options={AB_TEST_FALLBACKS.map((fallback) => ({ value: fallback, label: AB_TEST_FALLBACK_LABELS[fallback] }))}
          />
        </Form.Item>
      </Flex>
    </Card>
  );
}
