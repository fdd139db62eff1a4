import { CAMPAIGN_DEFAULTS, CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, CAMPAIGN_TYPES, type CampaignType } from '@outreach/contracts/campaignChoices.ts';
import { requireValidTemplate } from '../templates/templateCheck.ts';
import { requireTemplate } from '../templates/templateState.ts';
import { notFound } from '../kit/errors.ts';
import {
  checkAbTest,
  checkSendWindow,
  checkCampaignSender,
  checkSequence,
  campaignEmailContent,
  campaignFieldError,
  campaignTextsOf,
  type AbTestInput,
  type AbTestSettings,
  type CampaignContent,
  type CampaignReferences,
  type CampaignSender,
  type SendWindow,
  type SequenceInput,
  type SequenceStep,
  type Tracking,
} from './campaignContent.ts';
import { canonicalJson, checkRecipientFilter, type RecipientFilter, type RecipientFilterInput } from './recipientFilter.ts';

/** What a user gives for a campaign (the screens' payload once parsed). */
export interface CampaignInput {
  name: string;
  type: CampaignType;
  /** A template of the library … */
  templateId: string | null;
  /** … or the campaign's own subject line and content (an SMS campaign: its text in `content`). */
  subject: string | null;
  content: string | null;
  fromEmailAccountId: string | null;
  spreadAcrossMailboxes: boolean;
  recipientFilter: RecipientFilterInput;
  abTest: AbTestInput | null;
  sequence: SequenceInput | null;
  sendWindow: SendWindow | null;
  tracking: Tracking;
}

/** A campaign as recorded: checked and tidied, its parts decided by its type. */
export interface CampaignFields {
  name: string;
  type: CampaignType;
  /** The e-mail of a one-time campaign, the base of an A/B test's variants, an SMS campaign's text; null for sequences (their steps say). */
  content: CampaignContent | null;
  /** null for SMS campaigns. */
  sender: CampaignSender | null;
  recipientFilter: RecipientFilter;
  abTest: AbTestSettings | null;
  sequence: SequenceStep[] | null;
  sendWindow: SendWindow | null;
  tracking: Tracking;
}

export const DEFAULT_CAMPAIGN_INPUT: Omit<CampaignInput, 'name' | 'type'> = {
  templateId: null,
  subject: null,
  content: null,
  fromEmailAccountId: null,
  spreadAcrossMailboxes: false,
  recipientFilter: {},
  abTest: null,
  sequence: null,
  sendWindow: null,
  tracking: { ...CAMPAIGN_DEFAULTS.tracking },
};

function checkName(raw: string): string {
  const name = raw.trim();
  if (!name) throw campaignFieldError('name', CAMPAIGN_MESSAGES.nameRequired);
  if (name.length > CAMPAIGN_LIMITS.name) throw campaignFieldError('name', `Campaign name must be at most ${CAMPAIGN_LIMITS.name} characters`);
  return name;
}

/** An SMS campaign's text (stored here; sent by the SMS tools): an SMS template or its own text, or none yet. */
function smsContent(input: CampaignInput, references: CampaignReferences): CampaignContent | null {
  const text = input.content?.replace(/\r\n/g, '\n') ?? '';
  if (input.templateId) {
    if (text.trim()) throw campaignFieldError('templateId', 'Choose a template or write your own text, not both');
    const state = references.templates[input.templateId];
    if (!state) throw notFound('Template not found');
    const fields = requireTemplate(state);
    if (fields.type !== 'sms') throw campaignFieldError('templateId', `The template "${fields.name}" is an e-mail template: choose an SMS template`);
    return { kind: 'template', templateId: input.templateId };
  }
  if (!text.trim()) return null;
  if ([...text].length > CAMPAIGN_LIMITS.smsContent) throw campaignFieldError('content', `SMS messages should be under ${CAMPAIGN_LIMITS.smsContent} characters for best delivery`);
  requireValidTemplate(text, { label: 'Message', path: 'content' });
  return { kind: 'own', subject: '', content: text };
}

/**
 * Check a whole campaign against what it refers to. Every e-mail campaign has a name, a sending
 * mailbox (or spreads across the active ones) and content: a one-time e-mail a template or its own
 * subject and content; an A/B test its variants (on the campaign's content where a variant gives
 * none); a sequence its steps. An unknown template or mailbox is a 404, anything else wrong a 400.
 */
export function checkCampaign(input: CampaignInput, references: CampaignReferences): CampaignFields {
  const name = checkName(input.name);
  if (!CAMPAIGN_TYPES.includes(input.type)) throw campaignFieldError('type', `Campaign type is one of ${CAMPAIGN_TYPES.join(', ')}`);
  const type = input.type;
  const recipientFilter = checkRecipientFilter(input.recipientFilter);
  const tracking = { opens: input.tracking.opens, clicks: input.tracking.clicks };
  const sendWindow = checkSendWindow(input.sendWindow, 'sendWindow');
  if (input.abTest && type !== 'ab-test') throw campaignFieldError('abTest', 'A/B test settings belong to an A/B test campaign (type ab-test)');
  if (input.sequence && type !== 'sequence') throw campaignFieldError('sequence', 'Steps belong to an automated sequence (type sequence)');
  const base = { name, type, recipientFilter, sendWindow, tracking, abTest: null, sequence: null };

  if (type === 'sms') return { ...base, content: smsContent(input, references), sender: null };

  const sender = checkCampaignSender(input.fromEmailAccountId, input.spreadAcrossMailboxes, references);
  switch (type) {
    case 'email':
      return { ...base, sender, content: campaignEmailContent(input, references, { path: '', label: '' }) };
    case 'ab-test': {
      const given = input.templateId !== null || (input.subject ?? '').trim() !== '' || (input.content ?? '').trim() !== '';
      // Without campaign content, every variant carries its own subject and content.
      const content = given ? partialContent(input, references) : null;
      const abTest = checkAbTest(input.abTest, campaignTextsOf(content, references), tracking);
      return { ...base, sender, content, abTest };
    }
    case 'sequence':
      if (input.templateId !== null || (input.subject ?? '').trim() !== '' || (input.content ?? '').trim() !== '') {
        throw campaignFieldError('templateId', "A sequence's e-mails are its steps: give each step a template or its own subject line and content");
      }
      return { ...base, sender, content: null, sequence: checkSequence(input.sequence, references) };
    default:
      throw campaignFieldError('type', `Campaign type is one of ${CAMPAIGN_TYPES.join(', ')}`);
  }
}

/**
 * An A/B test's shared content: a template, or its own subject and/or content (a variant supplies
 * the other part). Recorded as own content with what was given.
 */
function partialContent(input: CampaignInput, references: CampaignReferences): CampaignContent {
  if (input.templateId) return campaignEmailContent({ templateId: input.templateId, subject: input.subject, content: input.content }, references, { path: '', label: '' });
  const subject = input.subject?.trim() ?? '';
  const content = (input.content ?? '').replace(/\r\n/g, '\n');
  if (subject.length > CAMPAIGN_LIMITS.subject) throw campaignFieldError('subject', `The subject line must be at most ${CAMPAIGN_LIMITS.subject} characters`);
  if (content.length > CAMPAIGN_LIMITS.content) throw campaignFieldError('content', `The content must be at most ${CAMPAIGN_LIMITS.content} characters`);
  if (subject) requireValidTemplate(subject, { label: 'Subject line', path: 'subject' });
  if (content.trim()) requireValidTemplate(content, { label: 'Content', path: 'content' });
  return { kind: 'own', subject, content: content.trim() ? content : '' };
}

/** The input a recorded campaign was given (as far as it matters): the start of an edit. */
export function campaignInputOf(fields: CampaignFields): CampaignInput {
  const own = fields.content?.kind === 'own' ? fields.content : null;
  return {
    name: fields.name,
    type: fields.type,
    templateId: fields.content?.kind === 'template' ? fields.content.templateId : null,
    subject: own?.subject || null,
    content: own?.content || null,
    fromEmailAccountId: fields.sender?.kind === 'mailbox' ? fields.sender.emailAccountId : null,
    spreadAcrossMailboxes: fields.sender?.kind === 'spread',
    recipientFilter: fields.recipientFilter,
    abTest: fields.abTest && {
      variants: fields.abTest.variants.map(({ subject, content }) => ({ subject, content })),
      testPercent: fields.abTest.testPercent,
      waitHours: fields.abTest.waitHours,
      metric: fields.abTest.metric,
      fallback: fields.abTest.fallback,
    },
    sequence: fields.sequence && {
      steps: fields.sequence.map((step) => ({
        templateId: step.content.kind === 'template' ? step.content.templateId : null,
        subject: step.content.kind === 'own' ? step.content.subject : null,
        content: step.content.kind === 'own' ? step.content.content : null,
        delayDays: step.delayDays,
        sendWindow: step.sendWindow,
        sameThread: step.sameThread,
      })),
    },
    sendWindow: fields.sendWindow,
    tracking: fields.tracking,
  };
}

/**
 * A campaign's input after an edit: the fields given replace the recorded ones. Choosing a
 * template drops the campaign's own texts and writing texts drops the template; choosing a mailbox
 * stops spreading and spreading drops the mailbox; a new type drops the A/B settings or steps the
 * new type does not have.
 */
export function mergeCampaignInput(current: CampaignFields, changes: Partial<CampaignInput>): CampaignInput {
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<CampaignInput>;
  const merged: CampaignInput = { ...campaignInputOf(current), ...given };
  const textsGiven = given.subject !== undefined || given.content !== undefined;
  if (given.templateId && !textsGiven) {
    merged.subject = null;
    merged.content = null;
  }
  if (textsGiven && given.templateId === undefined) merged.templateId = null;
  if (given.fromEmailAccountId && given.spreadAcrossMailboxes === undefined) merged.spreadAcrossMailboxes = false;
  if (given.spreadAcrossMailboxes === true && given.fromEmailAccountId === undefined) merged.fromEmailAccountId = null;
  if (given.type !== undefined && given.type !== current.type) {
    if (given.type !== 'ab-test' && given.abTest === undefined) merged.abTest = null;
    if (given.type !== 'sequence' && given.sequence === undefined) merged.sequence = null;
  }
  return merged;
}

/** The templates and mailbox a campaign input names: what the route reads before the decision. */
export function campaignReferenceIds(input: CampaignInput): { templateIds: string[]; emailAccountId: string | null } {
  const templateIds = [input.templateId, ...(input.sequence?.steps ?? []).map((step) => step.templateId)].filter((id): id is string => !!id);
  return { templateIds: [...new Set(templateIds)], emailAccountId: input.type === 'sms' || input.spreadAcrossMailboxes ? null : input.fromEmailAccountId };
}

/** The templates a recorded campaign uses. */
export function templatesOf(fields: CampaignFields): string[] {
  const contents = [fields.content, ...(fields.sequence ?? []).map((step) => step.content)];
  return [...new Set(contents.flatMap((content) => (content?.kind === 'template' ? [content.templateId] : [])))];
}

/** The names of the fields that differ between two versions of a campaign. */
export function changedCampaignFields(before: CampaignFields, after: CampaignFields): (keyof CampaignFields)[] {
  return (Object.keys(after) as (keyof CampaignFields)[]).filter((key) => canonicalJson(before[key]) !== canonicalJson(after[key]));
}
