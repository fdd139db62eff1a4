import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_LIMITS, CAMPAIGN_TYPE_LABELS } from '@outreach/contracts/campaignChoices.ts';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { GuardedModal } from '../../../shared/dialogs/GuardedModal.tsx';
import { useToast } from '../../../shared/toast/useToast.ts';
import { previewWithSamples } from '../../templates/templatePreview.ts';
import { templatesQueries } from '../../templates/templatesQueries.ts';
import { AudienceCountText } from '../audience/AudienceCountText.tsx';
import type { SavedCampaign } from '../audience/campaignApi.ts';
import { californiaCities, distinctCities } from '../audience/campaignContacts.ts';
import { useAudienceCount } from '../audience/useAudienceCount.ts';
import { CAMPAIGN_SCREEN_STALE_MS, useCampaignContacts } from '../audience/useCampaignContacts.ts';
import { formChanged } from '../creator/formChanged.ts';
import { defaultSender } from '../creator/senderChoice.ts';
import { SenderSelect } from '../creator/SenderSelect.tsx';
import { useEmailAccounts } from '../creator/useEmailAccounts.ts';
import { AbTestFields } from './AbTestFields.tsx';
import {
  advancedCampaignBody,
  advancedProblems,
  audienceOfRecipients,
  chosenSendTime,
  draftSavedDescription,
  emptyAdvancedForm,
  firstEmail,
  withTracking,
  type AdvancedForm,
  type AdvancedType,
} from './advancedForm.ts';
import { EmailChoiceFields } from './EmailChoiceFields.tsx';
import { scheduleDraft } from './scheduleDraft.ts';
import { SequenceStepsFields } from './SequenceStepsFields.tsx';
import { SendWindowFields } from './SendWindowFields.tsx';
import { TrackingFields } from './TrackingFields.tsx';
import { useCreateAdvancedCampaign } from './useCreateAdvancedCampaign.ts';

interface AdvancedSetupProps {
  open: boolean;
  onClose: () => void;
  /** 'Send immediately': the page starts the send of the new campaign (and shows its progress). */
  onSendNow?: (campaign: SavedCampaign) => void;
  /** The type chosen when it opens (one-time e-mail unless said). */
  initialType?: AdvancedType;
}

/** Advanced Setup in its dialog; closing it with changes not saved asks first, and a closed one forgets them. */
export function AdvancedSetup({ open, onClose, onSendNow, initialType }: AdvancedSetupProps) {
  return (
    <GuardedModal open={open} onClose={onClose} title="Advanced Campaign Setup" width={860}>
      {(guard) => <AdvancedSetupForm {...guard} onClose={onClose} onSendNow={onSendNow} initialType={initialType} />}
    </GuardedModal>
  );
}

interface AdvancedSetupFormProps {
  /** Cancel: closes, asking first when there are changes. */
  onCancel: () => void;
  /** Closes after the campaign is saved. */
  onClose: () => void;
  /** Whether the form now differs from what it opened with. */
  onChanged: (changed: boolean) => void;
  onSendNow: ((campaign: SavedCampaign) => void) | undefined;
  initialType: AdvancedType | undefined;
}

const TYPES: AdvancedType[] = ['email', 'ab-test', 'sequence'];

/**
 * Every choice of a campaign (spec part 2 §2, issue 14): name, type, sending account, recipients
 * (wired to the recipient filter with the live count), the e-mail (a library template or 'Custom
 * Template...'), an A/B test's variants and rules, a sequence's steps, and when to send it. Save as
 * Draft keeps it as a draft (never scheduled: with 'Send later' chosen its toast says so and offers
 * to schedule it for that time); Preview shows the first e-mail with sample values; Create Campaign
 * schedules it ('send later') or starts the send ('send immediately').
 */
function AdvancedSetupForm({ onCancel, onClose, onChanged, onSendNow, initialType }: AdvancedSetupFormProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const accounts = useEmailAccounts();
  const templates = useQuery({ ...templatesQueries.list({ type: 'email' }), staleTime: CAMPAIGN_SCREEN_STALE_MS, retry: 1 });
  const contacts = useCampaignContacts();
  const create = useCreateAdvancedCampaign();
  const [opened] = useState<AdvancedForm>(() => ({ ...emptyAdvancedForm(), ...(initialType ? { type: initialType } : {}) }));
  const [form, setForm] = useState<AdvancedForm>(opened);
  const [problems, setProblems] = useState<string[]>([]);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [pending, setPending] = useState<'draft' | 'create' | null>(null);

  const sender = form.sender ?? (accounts.data ? defaultSender(accounts.data) : null);
  const current = { ...form, sender };
  const changed = formChanged(opened, current, sender);
  useEffect(() => onChanged(changed), [onChanged, changed]);
  const california = californiaCities(distinctCities(contacts.data?.contacts ?? []));
  const audience = useAudienceCount(audienceOfRecipients(form.recipients, california));
  const templateList = templates.data ?? [];

  const change = (changes: Partial<AdvancedForm>) => setForm((before) => ({ ...before, sender: before.sender ?? sender, ...changes }));
  const setRecipients = (changes: Partial<AdvancedForm['recipients']>) => {
    const next = { ...form.recipients, ...changes };
    // Every active contact and a narrower choice exclude each other.
    if (changes.all) Object.assign(next, { california: false, topPerformers: false });
    else if (changes.california || changes.topPerformers) next.all = false;
    change({ recipients: next });
  };

  const handleSave = (kind: 'draft' | 'create') => {
    const found = advancedProblems(current, { californiaCities: california, now: new Date(), kind, templates: templates.data });
    setProblems(found);
    if (found.length > 0) return toast({ title: 'Error', description: found[0], variant: 'destructive' });
    setPending(kind);
    create.mutate(advancedCampaignBody(current, { californiaCities: california, kind, recipientCount: audience.count ?? null }), {
      onSuccess: (created) => {
        if (kind === 'draft') {
          const now = new Date();
          const at = chosenSendTime(current.schedule, now);
          toast({
            title: 'Success',
            description: draftSavedDescription(created.name, current.schedule, now),
            ...(at ? { action: { label: 'Schedule', onClick: () => void scheduleDraft(queryClient, toast, created, at) } } : {}),
          });
          onClose();
          return;
        }
        const sendNow = current.schedule.mode === 'now';
        const what =
          created.status === 'scheduled'
              ? `scheduled for ${new Date(created.scheduledAt!).toLocaleString()}`
              : onSendNow
                ? 'sending now'
                : 'ready to send from the campaigns list';
        toast({ title: 'Success', description: `Campaign created successfully: "${created.name}" is ${what}.` });
        onClose();
        if (sendNow && onSendNow) onSendNow(created);
      },
      onError: (error) => toast({ title: 'Error', description: failureMessage(error, 'Failed to create campaign. Please try again.'), variant: 'destructive' }),
      onSettled: () => setPending(null),
    });
  };

  const preview = firstEmail(current, templateList);

  return (
    <>
      <Form layout="vertical" component="div">
        <Form.Item label="Campaign Name" htmlFor="advanced-name">
          <Input id="advanced-name" value={form.name} maxLength={CAMPAIGN_LIMITS.name} placeholder="e.g. Top performers spring test" onChange={(event) => change({ name: event.target.value })} />
        </Form.Item>
        <Form.Item label="Campaign Type">
          <Radio.Group
            aria-label="Campaign Type"
            value={form.type}
            onChange={(event) => change({ type: event.target.value as AdvancedType })}
            options={TYPES.map((type) => ({ value: type, label: CAMPAIGN_TYPE_LABELS[type] }))}
          />
        </Form.Item>
        <Form.Item label="Sending Email Account" htmlFor="advanced-sender">
          <SenderSelect id="advanced-sender" accounts={accounts.data} loading={accounts.isPending} value={sender} onChange={(chosen) => change({ sender: chosen })} />
        </Form.Item>
        <Form.Item label="Recipients">
          <Flex vertical gap={6} role="group" aria-label="Recipients">
            <Checkbox checked={form.recipients.all} onChange={(event) => setRecipients({ all: event.target.checked })}>
              All active contacts
            </Checkbox>
            <Checkbox checked={form.recipients.california} disabled={contacts.isPending} onChange={(event) => setRecipients({ california: event.target.checked })}>
              California agents{' '}
              <Typography.Text type="secondary">
                {contacts.isPending ? '(loading cities...)' : california.length === 0 ? '(no contact in California)' : `(${california.length} ${california.length === 1 ? 'city' : 'cities'})`}
              </Typography.Text>
            </Checkbox>
            <Checkbox checked={form.recipients.topPerformers} onChange={(event) => setRecipients({ topPerformers: event.target.checked })}>
              Top performers <Typography.Text type="secondary">(Elite and High Performer agents)</Typography.Text>
            </Checkbox>
            <AudienceCountText audience={audience} unit="recipient" />
          </Flex>
        </Form.Item>

        {form.type === 'email' && (
          <EmailChoiceFields id="advanced-email" value={form.email} onChange={(email) => change({ email })} templates={templates.data} templatesLoading={templates.isPending} />
        )}
        {form.type === 'ab-test' && (
          <>
            {form.abTest.mode === 'subjects' && (
              <EmailChoiceFields id="advanced-email" value={form.email} onChange={(email) => change({ email })} templates={templates.data} templatesLoading={templates.isPending} withSubject={false} />
            )}
            <AbTestFields value={form.abTest} tracking={form.tracking} onChange={(abTest) => change({ abTest })} />
          </>
        )}
        {form.type === 'sequence' && <SequenceStepsFields steps={form.steps} onChange={(steps) => change({ steps })} templates={templates.data} templatesLoading={templates.isPending} />}
        <TrackingFields value={form.tracking} onChange={(tracking) => change(withTracking(form, tracking))} />
        <Form.Item
          label="Send Window"
          extra={form.type === 'sequence' ? 'Any time unless chosen here; a step can have its own window instead.' : 'Any time unless chosen here: e-mails held outside it go when it opens.'}
        >
          <SendWindowFields label="Send window" toggleText="Only send on chosen days and hours" value={form.sendWindow} onChange={(sendWindow) => change({ sendWindow })} />
        </Form.Item>

        <Form.Item label="Schedule">
          <Radio.Group
            aria-label="Schedule"
            value={form.schedule.mode}
            onChange={(event) => change({ schedule: { ...form.schedule, mode: event.target.value as 'now' | 'later' } })}
            options={[
              { value: 'now', label: 'Send immediately' },
              { value: 'later', label: 'Send later' },
            ]}
          />
          {form.schedule.mode === 'later' && (
            <Flex gap={8} wrap style={{ marginTop: 8 }}>
              <Input type="date" aria-label="Send date" value={form.schedule.date} onChange={(event) => change({ schedule: { ...form.schedule, date: event.target.value } })} style={{ flex: '1 1 160px' }} />
              <Input type="time" aria-label="Send time" value={form.schedule.time} onChange={(event) => change({ schedule: { ...form.schedule, time: event.target.value } })} style={{ flex: '1 1 120px' }} />
            </Flex>
          )}
        </Form.Item>
      </Form>

      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="Before it can be saved"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 16 }}
        />
      )}

      <Flex justify="space-between" gap={8} wrap>
        <Button onClick={onCancel}>Cancel</Button>
        <Flex gap={8} wrap>
          <Button onClick={() => setPreviewOpen(true)}>Preview</Button>
          <Button onClick={() => handleSave('draft')} loading={pending === 'draft'} disabled={pending === 'create'}>
            Save as Draft
          </Button>
          <Button type="primary" onClick={() => handleSave('create')} loading={pending === 'create'} disabled={pending === 'draft'}>
            {pending === 'create' ? 'Creating...' : 'Create Campaign'}
          </Button>
        </Flex>
      </Flex>

      <Modal open={previewOpen} onCancel={() => setPreviewOpen(false)} title="Preview" footer={<Button onClick={() => setPreviewOpen(false)}>Close</Button>} width={640}>
        {preview ? (
          <section aria-label="Email preview">
            <Typography.Paragraph type="secondary">The first e-mail of the campaign, filled in with sample values.</Typography.Paragraph>
            <Typography.Paragraph strong data-field="subject">
              {previewWithSamples(preview.subject) || '(no subject line yet)'}
            </Typography.Paragraph>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-field="content">
              {previewWithSamples(preview.content) || '(no content yet)'}
            </Typography.Paragraph>
          </section>
        ) : (
          <Typography.Paragraph>Choose a template or write a custom one to see the first e-mail.</Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
