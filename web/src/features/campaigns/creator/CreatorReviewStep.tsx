import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { AB_VARIANT_KEYS, CAMPAIGN_TYPE_LABELS } from '@outreach/contracts/campaignChoices.ts';
import { TIER_LABELS } from '@outreach/contracts/choices.ts';
import type { EmailAccount } from '../../emailAccounts/emailAccountTypes.ts';
import { analysisSubjects, CAMPAIGN_ANALYSIS_NOTE } from '../../templates/analysisSubjects.ts';
import { DeliverabilityAnalysis } from '../../templates/DeliverabilityAnalysis.tsx';
import { previewWithSamples } from '../../templates/templatePreview.ts';
import { CampaignTestEmailCard } from '../editDialog/CampaignTestEmailCard.tsx';
import { audienceSummary } from '../audience/recipientFilter.ts';
import { subjectsFor, type CreatorForm } from './creatorForm.ts';
import { campaignSenderOptions } from './senderChoice.ts';

interface CreatorReviewStepProps {
  form: CreatorForm;
  accounts: readonly EmailAccount[];
  recipientCount: number | undefined;
  /** The draft saved with Save as Draft: a test of it can be sent. */
  draftId: string | null;
}

/**
 * Step 4: what will be created, the first e-mail filled in with sample values, its deliverability
 * analysis (an A/B test's variants each to choose, A first; for information, sending never waits on
 * it), and a test before the real send.
 */
export function CreatorReviewStep({ form, accounts, recipientCount, draftId }: CreatorReviewStepProps) {
  const subjects = subjectsFor(form.type, form.subjects);
  const sender = campaignSenderOptions(accounts).find((option) => option.value === form.sender)?.label ?? '—';
  return (
    <section aria-label="Review and Send">
      <Descriptions
        size="small"
        column={1}
        bordered
        aria-label="Campaign summary"
        items={[
          { key: 'name', label: 'Campaign', children: form.name.trim() },
          { key: 'type', label: 'Type', children: CAMPAIGN_TYPE_LABELS[form.type] },
          { key: 'from', label: 'From', children: sender },
          { key: 'template', label: 'Template', children: form.templateName.trim() },
          {
            key: 'subject',
            label: form.type === 'ab-test' ? 'Subject Lines' : 'Subject',
            children:
              form.type === 'ab-test' ? (
                <Flex vertical>
                  {subjects.map((subject, i) => (
                    <span key={i}>
                      {AB_VARIANT_KEYS[i]}: {subject.trim()}
                    </span>
                  ))}
                </Flex>
              ) : (
                subjects[0]?.trim()
              ),
          },
          { key: 'audience', label: 'Audience', children: audienceSummary(form.audience, (tier) => TIER_LABELS[tier]) },
          { key: 'recipients', label: 'Recipients', children: recipientCount === undefined ? '…' : recipientCount.toLocaleString('en-US') },
        ]}
      />
      <Card size="small" title="Preview (sample values)" style={{ marginTop: 16 }} aria-label="Email preview">
        <Typography.Paragraph strong data-field="subject">
          {previewWithSamples(subjects[0]?.trim() ?? '')}
        </Typography.Paragraph>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-field="content">
          {previewWithSamples(form.content)}
        </Typography.Paragraph>
      </Card>
      <div style={{ marginTop: 16 }}>
        <DeliverabilityAnalysis
          subjects={analysisSubjects(subjects, form.type === 'ab-test' ? AB_VARIANT_KEYS : undefined)}
          content={form.content}
          autoAnalyze
          note={CAMPAIGN_ANALYSIS_NOTE}
        />
      </div>
      <Alert
        style={{ marginTop: 16 }}
        type="info"
        showIcon
        title="Send yourself a test first"
        description={
          draftId
            ? 'The draft is saved: send its first e-mail to your own address to see it as the agents will.'
            : 'Save as Draft to send a test of this campaign to your own address before it goes to the agents.'
        }
      />
      {draftId && (
        <div style={{ marginTop: 16 }}>
          <CampaignTestEmailCard campaignId={draftId} />
        </div>
      )}
    </section>
  );
}
