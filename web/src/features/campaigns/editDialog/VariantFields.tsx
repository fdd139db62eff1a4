import { Alert, Flex, Form, Input, Typography } from 'antd';
import { CAMPAIGN_LIMITS } from '@outreach/contracts/campaignChoices.ts';
import type { EditErrors, VariantForm } from './editForm.ts';

interface VariantFieldsProps {
  variants: readonly VariantForm[];
  errors: EditErrors;
  onChange: (variants: VariantForm[]) => void;
}

/**
 * An A/B test's variants in the edit dialog: each one's subject line, and its own content when it
 * has some (the others send the campaign's content), as the test e-mail and the send use them.
 */
export function VariantFields({ variants, errors, onChange }: VariantFieldsProps) {
  const edit = (index: number, changes: Partial<VariantForm>) => onChange(variants.map((variant, i) => (i === index ? { ...variant, ...changes } : variant)));
  return (
    <Flex vertical gap={4} role="group" aria-label="A/B test variants">
      <Typography.Paragraph type="secondary">This A/B test sends each variant's subject line: its test e-mail uses variant A's.</Typography.Paragraph>
      {errors.variants && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={errors.variants} />}
      {variants.map((variant, i) => {
        const subjectError = errors[`variants.${i}.subject`];
        const contentError = errors[`variants.${i}.content`];
        return (
          <div key={variant.key}>
            <Form.Item label={`Variant ${variant.key} Subject Line`} htmlFor={`edit-variant-${variant.key}-subject`} validateStatus={subjectError ? 'error' : ''} help={subjectError}>
              <Input
                id={`edit-variant-${variant.key}-subject`}
                value={variant.subject}
                maxLength={CAMPAIGN_LIMITS.subject}
                onChange={(event) => edit(i, { subject: event.target.value })}
              />
            </Form.Item>
            {variant.content !== null && (
              <Form.Item label={`Variant ${variant.key} Content`} htmlFor={`edit-variant-${variant.key}-content`} validateStatus={contentError ? 'error' : ''} help={contentError}>
                <Input.TextArea id={`edit-variant-${variant.key}-content`} rows={6} value={variant.content} onChange={(event) => edit(i, { content: event.target.value })} />
              </Form.Item>
            )}
          </div>
        );
      })}
    </Flex>
  );
}
