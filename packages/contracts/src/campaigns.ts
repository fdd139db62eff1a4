import { z } from 'zod';
import { wizardEmailTemplate } from './aiContent.ts';
import { accepted } from './answers.ts';
import { AB_TEST_FALLBACKS, AB_TEST_METRICS, AB_VARIANT_KEYS, CAMPAIGN_MESSAGE_STATUSES, CAMPAIGN_STATUSES, CAMPAIGN_TYPES, WEEKDAYS } from './campaignChoices.ts';
import { TIERS } from './choices.ts';
import { uuid } from './ids.ts';
import { sendTestEmailBody } from './outboundEmails.ts';
import { tier } from './tiers.ts';

export * from './campaignChoices.ts';

/**
 * E-mail campaigns (POST /api/campaigns, PUT /api/campaigns/{id}, POST /api/campaigns/{id}/copy,
 * /schedule, /pause, /resume, /cancel, POST /api/campaigns/create-from-wizard; GET /api/campaigns,
 * GET /api/campaigns/{id}, GET /api/campaigns/audience-count). The rules a person needs explained
 * (required fields, variants, delays, the schedule, the audience) are the domain's; these schemas
 * only bound the input.
 */

const text = (field: string, max: number) => z.string({ error: `${field} must be text` }).max(max, `${field} is too long (at most ${max} characters)`);
const number = (field: string) => z.number({ error: `${field} must be a number` });
/** A form that chose nothing sends ''; that is no choice, not a malformed id. */
const optionalId = (field: string) => z.preprocess((value) => (value === '' ? null : value), uuid(field).nullable().optional());

/** A list with each value once, the first kept (a tier ticked twice is ticked); anything else as it is, for the list's own check. */
const eachOnce = (value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value);

export const recipientFilterBody = z.object({
  /** Each 'City, State' (that city in that state) or 'City' (in any state). */
  cities: z.array(text('Each city', 200), { error: 'cities must be a list of city names' }).max(1_000, 'At most 1000 cities').optional(),
  performanceTiers: z
    .preprocess(
      eachOnce,
      z
        .array(text('Each performance tier', 50), { error: 'recipientFilter.performanceTiers must be a list of tiers' })
        .max(TIERS.length, `recipientFilter.performanceTiers lists each tier once, at most ${TIERS.length} (${TIERS.join(', ')})`),
    )
    .optional(),
  minListings: number('minListings').nullable().optional(),
  minExperience: number('minExperience').nullable().optional(),
});

export const sendWindowBody = z.object({
  days: z.array(z.enum(WEEKDAYS, { error: `Send window days are ${WEEKDAYS.join(', ')}` })).max(7, 'At most 7 days'),
  start: text('start', 5),
  end: text('end', 5),
});

const trackingBody = z.object({ opens: z.boolean({ error: 'opens must be true or false' }), clicks: z.boolean({ error: 'clicks must be true or false' }) }).partial();

export const abTestBody = z.object({
  variants: z
    .array(z.object({ subject: text('subject', 1_000).nullable().optional(), content: text('content', 200_000).nullable().optional() }), { error: 'variants must be a list' })
    .max(10, 'At most 10 variants'),
  testPercent: number('testPercent').optional(),
  waitHours: number('waitHours').optional(),
  metric: z.enum(AB_TEST_METRICS, { error: `metric is one of ${AB_TEST_METRICS.join(', ')}` }).optional(),
  fallback: z.enum(AB_TEST_FALLBACKS, { error: `fallback is one of ${AB_TEST_FALLBACKS.join(', ')}` }).optional(),
});

export const sequenceStepBody = z.object({
  templateId: optionalId('templateId'),
  subject: text('subject', 1_000).nullable().optional(),
  content: text('content', 200_000).nullable().optional(),
  delayDays: number('delayDays'),
  sendWindow: sendWindowBody.nullable().optional(),
  sameThread: z.boolean({ error: 'sameThread must be true or false' }).optional(),
});

export const sequenceBody = z.object({ steps: z.array(sequenceStepBody, { error: 'steps must be a list' }).max(50, 'At most 50 steps') });

const campaignFields = {
  name: text('name', 1_000),
  type: z.enum(CAMPAIGN_TYPES, { error: `type is one of ${CAMPAIGN_TYPES.join(', ')}` }),
  /** A template of the library … */
  templateId: optionalId('templateId'),
  /** … or the campaign's own subject line and content (an SMS campaign: its text). */
  subject: text('subject', 1_000).nullable().optional(),
  content: text('content', 200_000).nullable().optional(),
  fromEmailAccountId: optionalId('fromEmailAccountId'),
  /** Send from every active mailbox of the team, each within its own daily limit, instead of one. */
  spreadAcrossMailboxes: z.boolean({ error: 'spreadAcrossMailboxes must be true or false' }).optional(),
  recipientFilter: recipientFilterBody.optional(),
  /** The screen's live count: the server counts the audience itself. */
  recipientCount: number('recipientCount').nullable().optional(),
  abTest: abTestBody.nullable().optional(),
  sequence: sequenceBody.nullable().optional(),
  sendWindow: sendWindowBody.nullable().optional(),
  tracking: trackingBody.optional(),
};

/** POST /api/campaigns: a draft, or scheduled at once with `scheduledAt` (ISO 8601, in the future). */
export const createCampaignBody = z.object({
  ...campaignFields,
  name: campaignFields.name.default(''),
  status: z.enum(['draft', 'scheduled'], { error: 'A new campaign is saved as a draft or scheduled' }).optional(),
  scheduledAt: text('scheduledAt', 100).nullable().optional(),
});
export type CreateCampaignBody = z.infer<typeof createCampaignBody>;

/** PUT /api/campaigns/{id}: the fields to change (the edit dialog sends name, type, fromEmailAccountId, recipientFilter). */
export const updateCampaignBody = z.object(campaignFields).partial();
export type UpdateCampaignBody = z.infer<typeof updateCampaignBody>;

/** POST /api/campaigns/{id}/copy: the copy's name ("{name} (Copy)" when none is given). */
export const copyCampaignBody = z.object({ name: text('name', 1_000).nullable().optional() });
export type CopyCampaignBody = z.infer<typeof copyCampaignBody>;

/** POST /api/campaigns/{id}/schedule. */
export const scheduleCampaignBody = z.object({ scheduledAt: text('scheduledAt', 100), reason: text('reason', 500).optional() });
export type ScheduleCampaignBody = z.infer<typeof scheduleCampaignBody>;

/** POST /api/campaigns/{id}/pause, /resume, /cancel: why, kept with the event for auditors. */
export const campaignActionBody = z.object({ reason: text('reason', 500).optional() });
export type CampaignActionBody = z.infer<typeof campaignActionBody>;

/**
 * POST /api/campaigns/create-from-wizard {name, template, targetTiers}: the e-mail wizard's chosen
 * template saved to the library and a draft campaign on it for the chosen tiers, from the mailbox
 * given, else the primary one, else spread across the active ones.
 */
export const createCampaignFromWizardBody = z.object({
  name: text('name', 1_000).default(''),
  template: wizardEmailTemplate.partial({ id: true, description: true, category: true, targetTier: true }),
  /** Each tier once (a tier given twice counts once). */
  targetTiers: z.preprocess(
    eachOnce,
    z
      .array(z.enum(TIERS, { error: `targetTiers: each is one of ${TIERS.join(', ')}` }), { error: 'targetTiers must be a list of performance tiers' })
      .min(1, 'Please select at least one performance tier')
      .max(TIERS.length, `targetTiers lists each tier once, at most ${TIERS.length} (${TIERS.join(', ')})`),
  ),
  fromEmailAccountId: optionalId('fromEmailAccountId'),
});
export type CreateCampaignFromWizardBody = z.infer<typeof createCampaignFromWizardBody>;

/** GET /api/campaigns?type=&status=: newest first (the SMS screens ask for type=sms). */
export const campaignListQuery = z.object({
  type: z.enum(CAMPAIGN_TYPES, { error: `type is one of ${CAMPAIGN_TYPES.join(', ')}` }).optional(),
  status: z.enum(CAMPAIGN_STATUSES, { error: `status is one of ${CAMPAIGN_STATUSES.join(', ')}` }).optional(),
});
export type CampaignListQuery = z.infer<typeof campaignListQuery>;

/** A query parameter given once or repeated (`?cities=Austin&cities=Dallas`), as a list with each value once. */
const repeated = (item: z.ZodString, max: number, tooMany: string) =>
  z.preprocess((value) => eachOnce(value === undefined || Array.isArray(value) ? value : [value]), z.array(item).max(max, tooMany)).optional();
/** A minimum given as a query parameter: a number; left empty (`?minListings=`), no minimum. */
const minimumParam = (field: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.coerce.number({ error: `${field} must be a number` }).optional());

/**
 * GET /api/campaigns/audience-count?cities=&performanceTiers=&minListings=&minExperience=: the live
 * count of the creator and the edit dialog (a read, so a GET; lists as repeated parameters, as
 * GET /api/sms/audience-counts?tiers= does).
 */
export const audienceCountQuery = z.object({
  cities: repeated(text('Each city', 200), 500, 'cities lists at most 500 cities'),
  performanceTiers: repeated(text('Each performance tier', 50), TIERS.length, `performanceTiers lists each tier once, at most ${TIERS.length} (${TIERS.join(', ')})`),
  minListings: minimumParam('minListings'),
  minExperience: minimumParam('minExperience'),
});
export type AudienceCountQuery = z.infer<typeof audienceCountQuery>;

export const recipientFilterView = z.object({
  cities: z.array(z.string()),
  performanceTiers: z.array(tier),
  minListings: z.number().nullable(),
  minExperience: z.number().nullable(),
});
export type RecipientFilterView = z.infer<typeof recipientFilterView>;

/** The audience of a filter now: who matches, less suppressed addresses and addresses verified invalid. */
export const audienceCount = z.object({
  /** Recipients a send would have now. */
  count: z.number(),
  /** Active contacts with an e-mail address that match the filter. */
  matching: z.number(),
  /** Of those, addresses on the suppression list (unsubscribed, hard bounce, spam complaint). */
  suppressed: z.number(),
  /** Of those (not suppressed), addresses verified invalid. */
  invalid: z.number(),
  recipientFilter: recipientFilterView,
});
export type AudienceCountAnswer = z.infer<typeof audienceCount>;

export const sendWindowView = z.object({ days: z.array(z.enum(WEEKDAYS)), start: z.string(), end: z.string() });

export const abTestView = z.object({
  variants: z.array(z.object({ key: z.enum(AB_VARIANT_KEYS), subject: z.string().nullable(), content: z.string().nullable() })),
  testPercent: z.number(),
  waitHours: z.number(),
  metric: z.enum(AB_TEST_METRICS),
  fallback: z.enum(AB_TEST_FALLBACKS),
});

export const sequenceStepView = z.object({
  step: z.number(),
  templateId: z.string().nullable(),
  subject: z.string().nullable(),
  content: z.string().nullable(),
  delayDays: z.number(),
  sendWindow: sendWindowView.nullable(),
  sameThread: z.boolean(),
});

/** Where a sequence's recipients stand at one step: waiting for it, sent it, replied after it, stopped before it, or not sent it (skipped, failed, unknown). */
export const sequenceStepProgressView = z.object({
  step: z.number(),
  delayDays: z.number(),
  waiting: z.number(),
  sent: z.number(),
  replied: z.number(),
  stopped: z.number(),
  notSent: z.number(),
});
export type SequenceStepProgressView = z.infer<typeof sequenceStepProgressView>;

/** A campaign as the list, the campaign page and the edit dialog read it. */
/** What decided where the rest of an A/B test's audience went: a significant winner, or the campaign's fallback. */
export const AB_TEST_RULES = ['significant-winner', ...AB_TEST_FALLBACKS] as const;
/**
 * An A/B test's figures so far, while it waits for its decision: per variant (in the test's order)
 * its test e-mails the mailbox server accepted by now, how many of those converted on the metric
 * by now (replied; opened or clicked when that tracking is on), and the rate. They move until the
 * decision, whose own figures are the final ones; no confidence or winner before it.
 */
export const abTestLiveView = z.object({
  /** The metric the test is decided on. */
  metric: z.enum(AB_TEST_METRICS),
  variants: z.array(
    z.object({
      variant: z.enum(AB_VARIANT_KEYS),
      /** Test e-mails of the variant sent so far. */
      sent: z.number(),
      /** Of those, the ones that converted on the metric so far. */
      conversions: z.number(),
      /** conversions ÷ sent so far; null while none was sent. */
      rate: z.number().nullable(),
    }),
  ),
});
export type AbTestLiveView = z.infer<typeof abTestLiveView>;

/**
 * An A/B test's send: each variant's test recipients, then at the decision its e-mails sent,
 * conversions on the metric, rate and the confidence that the leader beats it (null for the
 * leader); the winner, or none and the fallback rule applied. Until the decision `live` gives
 * the figures so far (the variants' own figures stay null until then).
 */
export const abTestResultView = z.object({
  testPercent: z.number().nullable(),
  testRecipients: z.number(),
  restRecipients: z.number(),
  /** When the winner is decided (the send's start + the wait). */
  decideAt: z.string().nullable(),
  variants: z.array(
    z.object({
      variant: z.enum(AB_VARIANT_KEYS),
      recipients: z.number(),
      sent: z.number().nullable(),
      conversions: z.number().nullable(),
      rate: z.number().nullable(),
      confidence: z.number().nullable(),
    }),
  ),
  decision: z
    .object({
      decidedAt: z.string(),
      metric: z.enum(AB_TEST_METRICS),
      leader: z.enum(AB_VARIANT_KEYS),
      /** null: no variant won significantly (the rule says what the rest got). */
      winner: z.enum(AB_VARIANT_KEYS).nullable(),
      significant: z.boolean(),
      confidence: z.number(),
      pValue: z.number(),
      rule: z.enum(AB_TEST_RULES),
      /** The variant the rest of the audience got; null when the fallback held them back. */
      restVariant: z.enum(AB_VARIANT_KEYS).nullable(),
      restRecipients: z.number(),
      heldBack: z.number(),
    })
    .nullable(),
  /** The figures so far while the test waits for its decision (GET /api/campaigns/{id} and the list); null once decided. */
  live: abTestLiveView.nullable().optional(),
});
export type AbTestResultView = z.infer<typeof abTestResultView>;

export const campaignView = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  templateId: z.string().nullable(),
  /** The campaign's own subject line and content (null when it uses a template). */
  subject: z.string().nullable(),
  content: z.string().nullable(),
  fromEmailAccountId: z.string().nullable(),
  spreadAcrossMailboxes: z.boolean(),
  recipientFilter: recipientFilterView,
  /** The audience as last counted, then as fixed when the send started. */
  recipientCount: z.number(),
  sentCount: z.number(),
  openCount: z.number(),
  clickCount: z.number(),
  /** Recipients left out at the send (suppressed, invalid), failed (bounced included) or whose outcome is unknown. */
  skippedCount: z.number(),
  failedCount: z.number(),
  unknownCount: z.number(),
  /**
   * Contacts the recipient filter selected that the send left out as its audience was fixed
   * (unsubscribed, bounced, complained or verified invalid); 0 before a send. Like the other
   * counts, a command's answer leaves it to the read side (0).
   */
  excludedCount: z.number(),
  abTest: abTestView.nullable(),
  /** An A/B test's split and decision (GET /api/campaigns/{id}); null before its test starts and for other campaigns. */
  abTestResult: abTestResultView.nullable().optional(),
  sequence: z.object({ steps: z.array(sequenceStepView) }).nullable(),
  /** A sequence's progress per step once its send has started; null before and for other campaigns. */
  sequenceProgress: z.array(sequenceStepProgressView).nullable().optional(),
  sendWindow: sendWindowView.nullable(),
  tracking: z.object({ opens: z.boolean(), clicks: z.boolean() }),
  scheduledAt: z.string().nullable(),
  /**
   * A draft that was scheduled but could not start at its time (GET /api/campaigns and /{id}): the
   * time it was scheduled for, when that was noticed and why it could not start; null or absent
   * otherwise, and once it is edited, scheduled again or sent.
   */
  scheduleMissed: z.object({ scheduledAt: z.string(), missedAt: z.string(), reason: z.string() }).nullable().optional(),
  /**
   * A draft again because its send found no one left in its audience (GET /api/campaigns and /{id},
   * and a command's answer): when the send was asked for, when it stopped and why; null or absent
   * otherwise, and once it is edited, scheduled or sent again.
   */
  sendNotStarted: z.object({ requestedAt: z.string(), stoppedAt: z.string(), reason: z.string() }).nullable().optional(),
  /** When the send started (the first e-mails went out). */
  sentAt: z.string().nullable(),
  /** When every e-mail of the send had its outcome. */
  completedAt: z.string().nullable(),
  copiedFromId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignView = z.infer<typeof campaignView>;

export const campaignList = z.array(campaignView).readonly();
/** POST /api/campaigns, PUT /api/campaigns/{id}, POST /api/campaigns/{id}/copy, POST /api/campaigns/create-from-wizard. */
export const acceptedCampaign = accepted(campaignView);
/** POST /api/campaigns/{id}/schedule, /pause, /resume, /cancel: where the campaign stands now. */
export const campaignStatusChanged = accepted(z.object({ id: z.string(), status: z.enum(CAMPAIGN_STATUSES), scheduledAt: z.string().nullable() }));

/** A recorded sequence step (the domain's shape, as stored) as the view shows it. */
export function sequenceStepViewOf(step: {
  step: number;
  content: { kind: 'template'; templateId: string } | { kind: 'own'; subject: string; content: string };
  delayDays: number;
  sendWindow: z.infer<typeof sendWindowView> | null;
  sameThread: boolean;
}): z.infer<typeof sequenceStepView> {
  return {
    step: step.step,
    templateId: step.content.kind === 'template' ? step.content.templateId : null,
    subject: step.content.kind === 'own' ? step.content.subject : null,
    content: step.content.kind === 'own' ? step.content.content : null,
    delayDays: step.delayDays,
    sendWindow: step.sendWindow,
    sameThread: step.sameThread,
  };
}

/** POST /api/campaigns/{id}/test {testEmail}: the campaign's first e-mail, filled in with sample values, to one address. */
export const campaignTestBody = z.object({ testEmail: sendTestEmailBody.shape.to });
export type CampaignTestBody = z.infer<typeof campaignTestBody>;
/** What the test became: simulated by the sandbox (no mailbox) or on its way, and the e-mail as sent. */
export const campaignTestQueued = accepted(
  z.object({
    simulation: z.boolean(),
    testEmail: z.string(),
    preview: z.object({ subject: z.string(), content: z.string() }),
    messageId: z.string(),
    message: z.string(),
  }),
);

/** Where a send stands, for the Sending Campaign modal: verifying the audience, sending to it, or done. */
export const CAMPAIGN_SEND_PHASES = ['verifying', 'sending', 'completed'] as const;
export const campaignSendProgress = z.object({
  campaignId: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  phase: z.enum(CAMPAIGN_SEND_PHASES),
  /** The fixed audience once verified (0 while verifying). */
  recipientCount: z.number(),
  /** Verified addresses in the audience, and those left out as invalid or suppressed (null while verifying). */
  verificationStats: z.object({ validEmails: z.number(), invalidEmails: z.number() }).nullable(),
  sentCount: z.number(),
  skippedCount: z.number(),
  failedCount: z.number(),
  unknownCount: z.number(),
});
export type CampaignSendProgress = z.infer<typeof campaignSendProgress>;

/**
 * POST /api/campaigns/{id}/send (no body): the audience is verified and fixed, the e-mails are on
 * their way (or, for a large audience still being verified, `phase` says so); the campaign as it
 * stands and the verification's figures.
 */
export const campaignSendAnswer = accepted(
  z.object({
    campaign: campaignView,
    progress: campaignSendProgress,
    verificationStats: z.object({ validEmails: z.number(), invalidEmails: z.number() }).nullable(),
  }),
);

/** POST /api/campaigns/{id}/simulate: who the send would reach, and the first personalised e-mails, without sending anything. */
export const campaignSimulation = z.object({
  campaignName: z.string(),
  templateName: z.string(),
  templateContent: z.string(),
  summary: z.object({
    totalPotentialRecipients: z.number(),
    validEmails: z.number(),
    suppressed: z.number(),
    invalidEmails: z.number(),
    finalEligibleCount: z.number(),
    simulatedMessages: z.array(
      z.object({
        recipientName: z.string(),
        email: z.string(),
        company: z.string().nullable(),
        city: z.string().nullable(),
        performanceTier: z.string().nullable(),
        subject: z.string(),
        personalizedMessage: z.string(),
        /** An A/B test's e-mail: the variant this test recipient would get. */
        variant: z.string().optional(),
        /** A sequence's e-mail: its step (1 is the first e-mail each recipient gets). */
        step: z.number().optional(),
      }),
    ),
  }),
  simulationSteps: z.array(z.object({ step: z.number(), name: z.string(), description: z.string() })),
  recipients: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type CampaignSimulation = z.infer<typeof campaignSimulation>;

const pageLimit = (max: number, fallback: number) =>
  z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(max, `limit must be at most ${max}`).default(fallback);

/** GET /api/campaigns/{id}/recipients?status=&offset=&limit=: every recipient's e-mail, in the order the send queued them. */
export const campaignRecipientsQuery = z.object({
  status: z.enum(CAMPAIGN_MESSAGE_STATUSES, { error: `status must be one of ${CAMPAIGN_MESSAGE_STATUSES.join(', ')}` }).optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be at least 0').max(10_000_000, 'offset is too large').default(0),
  limit: pageLimit(200, 50),
});
export type CampaignRecipientsQuery = z.infer<typeof campaignRecipientsQuery>;

/** One recipient of a campaign and the outcome of its e-mail (read.campaign_messages). */
export const campaignRecipientView = z.object({
  messageId: z.string(),
  contactId: z.string().nullable(),
  /** The contact's name as the contacts list shows it, when the recipient is a contact still known. */
  name: z.string().nullable(),
  email: z.string(),
  status: z.enum(CAMPAIGN_MESSAGE_STATUSES),
  /** Why it was skipped or refused, or the server's answer; for an e-mail waiting for a later time, why it waits. */
  reason: z.string().nullable(),
  /** An e-mail still to go that waits for a later time (a mailbox's daily limit, a send window…): when it goes next; null otherwise. */
  waitingUntil: z.string().nullable(),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
});
export type CampaignRecipientView = z.infer<typeof campaignRecipientView>;

export const campaignRecipientPage = z.object({
  recipients: z.array(campaignRecipientView),
  /** Recipients the filter selects (all of them without a status). */
  total: z.number(),
  /** The campaign's e-mails by outcome, whatever the filter. */
  counts: z.record(z.enum(CAMPAIGN_MESSAGE_STATUSES), z.number()),
});
export type CampaignRecipientPage = z.infer<typeof campaignRecipientPage>;

/** E-mails of a campaign held back for one reason (a mailbox's daily limit, quiet hours…), and when the first and the last of them go. */
export const campaignDeferralGroup = z.object({ reason: z.string(), count: z.number(), firstDueAt: z.string(), lastDueAt: z.string() });
export type CampaignDeferralGroup = z.infer<typeof campaignDeferralGroup>;

/** GET /api/campaigns/{id}/deferrals: the campaign's e-mails waiting for a later time now, all of them counted, grouped by why (the largest group first). */
export const campaignDeferrals = z.object({ total: z.number(), groups: z.array(campaignDeferralGroup) });
export type CampaignDeferrals = z.infer<typeof campaignDeferrals>;

/** GET /api/campaigns/{id}/events?scope=&messageId=&after=&limit=: the campaign's timeline, oldest first, a page at a time. */
export const campaignEventsQuery = z.object({
  /** `campaign`: its own events (created, scheduled, send started…); `all`: with every recipient e-mail's. */
  scope: z.enum(['campaign', 'all'], { error: 'scope must be campaign or all' }).default('campaign'),
  /** One recipient's e-mail: what happened to it (queued, sent, opened…). */
  messageId: uuid('messageId').optional(),
  after: z.string().max(200, 'after is not a page cursor of this list').optional(),
  limit: pageLimit(500, 100),
});
export type CampaignEventsQuery = z.infer<typeof campaignEventsQuery>;

/** One row of the campaign's timeline (read.campaign_events): what happened, when, who did it and why. */
export const campaignEventView = z.object({
  eventId: z.string(),
  /** created, copied, updated, scheduled, paused, resumed, cancelled, send_requested, audience_fixed, send_started, send_completed; for an e-mail queued, sent, skipped, failed, bounced, unknown, delivered, opened, clicked… */
  type: z.string(),
  occurredAt: z.string(),
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  contactId: z.string().nullable(),
  messageId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type CampaignEventView = z.infer<typeof campaignEventView>;

export const campaignEventPage = z.object({ events: z.array(campaignEventView), nextCursor: z.string().nullable() });
export type CampaignEventPage = z.infer<typeof campaignEventPage>;
