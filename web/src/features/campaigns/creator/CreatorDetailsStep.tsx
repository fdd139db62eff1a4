import { Form, Input, Radio } from 'antd';
import { CAMPAIGN_LIMITS, CAMPAIGN_TYPE_LABELS } from '@outreach/contracts/campaignChoices.ts';
import type { EmailAccount } from '../../emailAccounts/emailAccountTypes.ts';
import type { CreatorForm, CreatorType, FieldErrors } from './creatorForm.ts';
import { SenderSelect } from './SenderSelect.tsx';

interface CreatorDetailsStepProps {
  form: CreatorForm;
  errors: FieldErrors;
  accounts: readonly EmailAccount[] | undefined;
  accountsLoading: boolean;
  onChange: (changes: Partial<CreatorForm>) => void;
}

/** Step 1: the campaign's name, its type (one-time e-mail or A/B test) and the account it goes out from. */
export function CreatorDetailsStep({ form, errors, accounts, accountsLoading, onChange }: CreatorDetailsStepProps) {
  return (
    <section aria-label="Campaign Details">
      <Form layout="vertical" component="div">
        <Form.Item label="Campaign Name" htmlFor="creator-name" validateStatus={errors.name ? 'error' : ''} help={errors.name}>
          <Input id="creator-name" value={form.name} maxLength={CAMPAIGN_LIMITS.name} placeholder="e.g. Spring listings outreach" onChange={(event) => onChange({ name: event.target.value })} />
        </Form.Item>
        <Form.Item label="Campaign Type">
          <Radio.Group
            aria-label="Campaign Type"
            value={form.type}
            onChange={(event) => onChange({ type: event.target.value as CreatorType })}
            options={(['email', 'ab-test'] as const).map((type) => ({ value: type, label: CAMPAIGN_TYPE_LABELS[type] }))}
          />
        </Form.Item>
        <Form.Item label="Sending Email Account" htmlFor="creator-sender" validateStatus={errors.sender ? 'error' : ''} help={errors.sender}>
          <SenderSelect id="creator-sender" accounts={accounts} loading={accountsLoading} value={form.sender} onChange={(sender) => onChange({ sender })} invalid={!!errors.sender} />
        </Form.Item>
      </Form>
    </section>
  );
}
