import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal, Radio, Spin, Steps, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CAMPAIGN_LIMITS, CAMPAIGN_TYPE_LABELS, type CampaignType } from '@outreach/contracts/campaignChoices.ts';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { useToast } from '../../../shared/toast/useToast.ts';
import { analysisSubjects, CAMPAIGN_ANALYSIS_NOTE } from '../../templates/analysisSubjects.ts';
import { DeliverabilityAnalysis } from '../../templates/DeliverabilityAnalysis.tsx';
import { templatesQueries } from '../../templates/templatesQueries.ts';
import { AudienceCountText } from '../audience/AudienceCountText.tsx';
import type { CampaignView } from '../audience/campaignApi.ts';
import { distinctCities, EDIT_DIALOG_CITY_LIMIT } from '../audience/campaignContacts.ts';
import { CityCheckboxes } from '../audience/CityCheckboxes.tsx';
import { TierCheckboxes } from '../audience/TierCheckboxes.tsx';
import { useAudienceCount } from '../audience/useAudienceCount.ts';
import { SequenceStepsFields } from '../advancedSetup/SequenceStepsFields.tsx';
import { CAMPAIGN_SCREEN_STALE_MS, useCampaignContacts } from '../audience/useCampaignContacts.ts';
import { SenderSelect } from '../creator/SenderSelect.tsx';
import { useEmailAccounts } from '../creator/useEmailAccounts.ts';
import { CampaignTestEmailCard } from './CampaignTestEmailCard.tsx';
import { VariantFields } from './VariantFields.tsx';
import {
  audienceBlocksSave,
  CAMPAIGN_MISSING,
  campaignChanges,
  EDIT_STEPS,
  editErrors,
  editFormChanged,
  editFormOf,
  editsSteps,
  editsVariants,
  editSourceOf,
  EMPTY_AUDIENCE,
  fieldStep,
  sentSubjects,
  templateChanges,
  UPDATE_FAILED,
  withType,
  type EditField,
  type EditForm,
} from './editForm.ts';
import { TemplateNotSavedError } from './saveCampaignEdit.ts';
import { useUpdateCampaign } from './useUpdateCampaign.ts';
import { HintTooltip } from '../../../shared/tooltip/HintTooltip.tsx';
import { GuardedModal } from '../../../shared/dialogs/GuardedModal.tsx';
import { useExclusiveMutate } from '../../../shared/hooks/useExclusiveMutate.ts';

interface EditCampaignDialogProps {
  campaign: CampaignView | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * Edit Campaign (spec part 2 §2): four steps to move between freely (details, e-mail content with
 * the deliverability analysis of its subject lines, for information, a test e-mail, audience), Save
 * Changes from any of them (off while the audience has nobody). An A/B test's subject lines are its
 * variants'; a sequence's e-mails are its steps, edited with Advanced Setup's step fields so both
 * ask the same. Closing it with changes not saved asks first. Without a campaign it says the data is missing.
 */
export function EditCampaignDialog({ campaign, open, onClose }: EditCampaignDialogProps) {
  if (!campaign) {
    return (
      <Modal
        open={open}
        onCancel={onClose}
        title="Error"
        footer={
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        }
      >
        <Typography.Paragraph>{CAMPAIGN_MISSING}</Typography.Paragraph>
      </Modal>
    );
  }
  return (
    <GuardedModal open={open} onClose={onClose} title="Edit Campaign" width={820}>
      {(guard) => <EditCampaignSteps key={campaign.id} campaign={campaign} {...guard} onClose={onClose} />}
    </GuardedModal>
  );
}

interface EditCampaignStepsProps {
  campaign: CampaignView;
  /** Cancel: closes, asking first when there are changes. */
  onCancel: () => void;
  /** Closes after the changes are saved. */
  onClose: () => void;
  /** Whether the form now differs from the campaign as it stands. */
  onChanged: (changed: boolean) => void;
}

function EditCampaignSteps({ campaign, onCancel, onClose, onChanged }: EditCampaignStepsProps) {
  const toast = useToast();
  const templates = useQuery({ ...templatesQueries.list({ type: 'email' }), staleTime: CAMPAIGN_SCREEN_STALE_MS, retry: 1 });
  const contacts = useCampaignContacts();
  const accounts = useEmailAccounts();
  const update = useUpdateCampaign();
  // A double-click on Save Changes saves once.
  const save = useExclusiveMutate(update);
  const [step, setStep] = useState(1);
  const [edits, setEdits] = useState<Partial<EditForm>>({});
  const [showErrors, setShowErrors] = useState(false);

  const source = editSourceOf(campaign, edits.type ?? campaign.type, templates.data);
  const form: EditForm = { ...editFormOf(campaign, source), ...edits };
  const changed = editFormChanged(campaign, form, templates.data);
  useEffect(() => onChanged(changed), [onChanged, changed]);
  const audience = useAudienceCount(form.audience);
  const context = { accounts: accounts.data, recipientCount: audience.ready ? audience.count : undefined, savedType: campaign.type, templates: templates.data };
  const errors = showErrors ? editErrors(form, source, context) : {};
  const emptyAudience = audienceBlocksSave(form, context.recipientCount);
  const variants = editsVariants(form);
  const editable = source.kind === 'own' || (source.kind === 'template' && source.template !== undefined);
  // A sequence's e-mails are its steps (step 1's template is the campaign's): they are edited there, not as one template.
  const stepsEdited = editsSteps(form);
  const loading = templates.isPending || contacts.isPending || accounts.isPending;
  const limited = templates.isError || contacts.isError;

  // A city the campaign already has stays offered (ticked) even when it is not among the first twenty: the checkboxes add it.
  const cities = distinctCities(contacts.data?.contacts ?? [], EDIT_DIALOG_CITY_LIMIT);

  const change = (changes: Partial<EditForm>) => setEdits((before) => ({ ...before, ...changes }));

  const handleSave = () => {
    const problems = editErrors(form, source, context);
    const fields = Object.keys(problems) as EditField[];
    if (fields.length > 0) {
      setShowErrors(true);
      setStep(Math.min(...fields.map(fieldStep)));
      return;
    }
    save(
      { campaignId: campaign.id, template: templateChanges(source, form), campaign: campaignChanges(campaign, source, form) },
      {
        onSuccess: (saved) => {
          toast({ title: 'Campaign Updated', description: `"${saved.name}" has been updated.` });
          onClose();
        },
        onError: (error) => {
          if (error instanceof TemplateNotSavedError) return toast({ title: 'Error', description: error.message, variant: 'destructive' });
          const reason = failureMessage(error, '');
          toast({ title: 'Error', description: reason ? `${UPDATE_FAILED} ${reason}` : UPDATE_FAILED, variant: 'destructive' });
        },
      },
    );
  };

  const typeOptions: CampaignType[] = campaign.type === 'email' || campaign.type === 'sms' ? ['email', 'sms'] : ['email', 'sms', campaign.type];

  return (
    <>
      <Steps
        size="small"
        current={step - 1}
        onChange={(index) => setStep(index + 1)}
        items={EDIT_STEPS.map((title) => ({ title }))}
        responsive
        style={{ marginBottom: 16 }}
      />
      {limited && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Limited Data Available"
          description={`${[templates.isError ? 'templates' : null, contacts.isError ? 'contacts' : null].filter(Boolean).join(' and ')} could not be loaded; you can still edit what is shown.`}
        />
      )}
      <Spin spinning={loading} description="Loading campaign data...">
        <Form layout="vertical" component="div">
          {step === 1 && (
            <section aria-label="Campaign Details">
              <Form.Item label="Campaign Name" htmlFor="edit-campaign-name" validateStatus={errors.name ? 'error' : ''} help={errors.name}>
                <Input id="edit-campaign-name" value={form.name} maxLength={CAMPAIGN_LIMITS.name} onChange={(event) => change({ name: event.target.value })} />
              </Form.Item>
              <Form.Item label="Campaign Type">
                <Radio.Group
                  aria-label="Campaign Type"
                  value={form.type}
                  onChange={(event) => setEdits((before) => withType(campaign, before, event.target.value as CampaignType))}
                  options={typeOptions.map((type) => ({ value: type, label: type === 'email' ? 'Email' : type === 'sms' ? 'SMS' : CAMPAIGN_TYPE_LABELS[type] }))}
                />
              </Form.Item>
              {form.type !== 'sms' && (
                <Form.Item label="Sending Email Account" htmlFor="edit-campaign-sender" validateStatus={errors.sender ? 'error' : ''} help={errors.sender}>
                  <SenderSelect id="edit-campaign-sender" accounts={accounts.data} loading={accounts.isPending} value={form.sender} onChange={(sender) => change({ sender })} invalid={!!errors.sender} />
                </Form.Item>
              )}
            </section>
          )}
          {step === 2 && form.type === 'sms' && source.kind === 'own' && (
            <section aria-label="SMS Message">
              <Form.Item label="SMS Message" htmlFor="edit-sms" validateStatus={errors.content ? 'error' : ''} help={errors.content ?? 'The text each agent gets; {{firstName}} and the other variables are filled in.'}>
                <Input.TextArea id="edit-sms" rows={4} showCount={{ formatter: ({ count }) => `${count} / ${CAMPAIGN_LIMITS.smsContent}` }} value={form.content} onChange={(event) => change({ content: event.target.value })} />
              </Form.Item>
            </section>
          )}
          {step === 2 && !(form.type === 'sms' && source.kind === 'own') && (
            <section aria-label="Email Content">
              {source.kind === 'none' && !stepsEdited && <Alert type="info" showIcon title="This sequence's e-mails are its steps; each step keeps its own template or content." />}
              {stepsEdited && (
                <>
                  {errors.steps && (
                    <Alert
                      type="error"
                      showIcon
                      style={{ marginBottom: 16 }}
                      title="Before the steps can be saved"
                      description={
                        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                          {errors.steps.split('\n').map((problem) => (
                            <li key={problem}>{problem}</li>
                          ))}
                        </ul>
                      }
                    />
                  )}
                  <SequenceStepsFields steps={form.steps} onChange={(steps) => change({ steps })} templates={templates.data} templatesLoading={templates.isPending} />
                </>
              )}
              {!stepsEdited && source.kind === 'template' && !source.template && !templates.isPending && (
                <Alert type="warning" showIcon title="The campaign's template could not be loaded, so its content cannot be changed here." />
              )}
              {editable && !stepsEdited && (
                <>
                  {source.kind === 'template' ? (
                    <Form.Item label="Template Name" htmlFor="edit-template-name" validateStatus={errors.templateName ? 'error' : ''} help={errors.templateName}>
                      <Input id="edit-template-name" value={form.templateName} maxLength={200} onChange={(event) => change({ templateName: event.target.value })} />
                    </Form.Item>
                  ) : (
                    !variants && <Typography.Paragraph type="secondary">This campaign has its own subject line and content (no library template).</Typography.Paragraph>
                  )}
                  {variants ? (
                    <VariantFields variants={form.variants} errors={errors} onChange={(next) => change({ variants: next })} />
                  ) : (
                    <Form.Item label="Subject Line" htmlFor="edit-subject" validateStatus={errors.subject ? 'error' : ''} help={errors.subject}>
                      <Input id="edit-subject" value={form.subject} maxLength={CAMPAIGN_LIMITS.subject} onChange={(event) => change({ subject: event.target.value })} />
                    </Form.Item>
                  )}
                  {(!variants || source.kind === 'template' || form.content.trim() !== '') && (
                    <Form.Item label="Email Content" htmlFor="edit-content" validateStatus={errors.content ? 'error' : ''} help={errors.content ?? (variants ? 'What the variants without content of their own send.' : undefined)}>
                      <Input.TextArea id="edit-content" rows={10} value={form.content} onChange={(event) => change({ content: event.target.value })} />
                    </Form.Item>
                  )}
                  {form.type !== 'sms' && (
                    <DeliverabilityAnalysis
                      subjects={analysisSubjects(sentSubjects(form, source), variants ? form.variants.map((variant) => variant.key) : undefined)}
                      content={(variants ? form.variants.find((variant) => variant.content?.trim())?.content : undefined) ?? form.content}
                      autoAnalyze
                      note={CAMPAIGN_ANALYSIS_NOTE}
                    />
                  )}
                </>
              )}
            </section>
          )}
          {step === 3 && (
            <section aria-label="Test Email">
              <Typography.Paragraph type="secondary">The test is the campaign as saved: save your changes first to test them.</Typography.Paragraph>
              <CampaignTestEmailCard campaignId={campaign.id} />
            </section>
          )}
          {step === 4 && (
            <section aria-label="Audience">
              <Flex gap={24} wrap>
                <Flex vertical gap={8} style={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography.Text strong>Performance Tiers</Typography.Text>
                  <TierCheckboxes value={form.audience.performanceTiers} onChange={(performanceTiers) => change({ audience: { ...form.audience, performanceTiers } })} />
                </Flex>
                <Flex vertical gap={8} style={{ flex: '2 1 260px', minWidth: 0 }}>
                  <Typography.Text strong>Cities</Typography.Text>
                  <CityCheckboxes cities={cities} value={form.audience.cities} onChange={(chosen) => change({ audience: { ...form.audience, cities: chosen } })} />
                </Flex>
              </Flex>
              <div style={{ marginTop: 16 }}>
                <AudienceCountText audience={audience} unit="agent" />
              </div>
              {emptyAudience && <Alert style={{ marginTop: 8 }} type="warning" showIcon title={EMPTY_AUDIENCE} />}
            </section>
          )}
        </Form>
      </Spin>
      <Flex justify="flex-end" gap={8} wrap style={{ marginTop: 24 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <HintTooltip title={emptyAudience ? EMPTY_AUDIENCE : undefined}>
          <Button type="primary" onClick={handleSave} loading={update.isPending} disabled={emptyAudience} aria-description={emptyAudience ? EMPTY_AUDIENCE : undefined}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </HintTooltip>
      </Flex>
    </>
  );
}
