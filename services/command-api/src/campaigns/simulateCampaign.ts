import type { CampaignSimulation } from '@outreach/contracts';
import { campaignAudiencePage, countCampaignAudience } from '@outreach/projector/audience/campaignAudience.ts';
import { campaignHandler, illegalState, requireCampaign, splitAbTest, type AudienceRecipient, type CampaignFields } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { abTestTexts } from '../campaignSends/abTest/abTestTexts.ts';
import { readAudience } from '../campaignSends/audienceRecipients.ts';
import { campaignEmailTexts } from '../campaignSends/campaignEmailTexts.ts';
import { personalised } from '../campaignSends/queueCampaignEmails.ts';
import { readRecipientDetails, type RecipientDetails } from '../campaignSends/recipientDetails.ts';
import { sequenceStepTexts, stepMessage } from '../campaignSends/sequence/sequenceStepEmail.ts';

/** Recipients a simulation lists, and how many of them it fills the e-mail in for. */
const LISTED = 20;
const SIMULATED = 10;

type SimulatedMessage = CampaignSimulation['summary']['simulatedMessages'][number];
type SimulationStep = Omit<CampaignSimulation['simulationSteps'][number], 'step'>;

/** One e-mail to fill in: to whom, with which texts, and what it is of the campaign (a variant, a step). */
interface PlannedEmail {
  recipient: AudienceRecipient;
  message: (details: RecipientDetails | undefined) => { subject: string; text: string };
  variant?: string;
  step?: number;
}

/** What a simulation shows of one kind of campaign: its texts, the e-mails to fill in, and the steps the send would take between verifying and sending. */
interface SimulationPlan {
  templateName: string;
  templateContent: string;
  emails: PlannedEmail[];
  steps: SimulationStep[];
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** A one-time campaign: the same e-mail for the first recipients. */
async function oneTimePlan(runtime: Runtime, fields: CampaignFields, listed: AudienceRecipient[]): Promise<SimulationPlan> {
  const texts = await campaignEmailTexts(runtime.eventStore, fields);
  const emails = listed.slice(0, SIMULATED).map((recipient) => ({ recipient, message: (details: RecipientDetails | undefined) => personalised(texts, recipient, details, fields.name) }));
  return { templateName: texts.templateName, templateContent: texts.content, emails, steps: [] };
}

/**
 * An A/B test: the audience split as the send would split it now (the same order seeded by the
 * campaign's id), the first test recipients' e-mails with their variant, and what the rest wait for.
 */
async function abTestPlan(runtime: Runtime, campaignId: string, fields: CampaignFields): Promise<SimulationPlan> {
  const settings = fields.abTest!;
  const [variants, audience] = await Promise.all([abTestTexts(runtime.eventStore, fields), readAudience(runtime, fields.recipientFilter)]);
  const split = splitAbTest(
    campaignId,
    audience.map((r) => r.contactId),
    settings,
  );
  const byContact = new Map(audience.map((r) => [r.contactId, r]));
  const emails = split.assignments.slice(0, SIMULATED).map(({ contactId, variant }) => {
    const recipient = byContact.get(contactId)!;
    return { recipient, variant, message: (details: RecipientDetails | undefined) => personalised(variants.get(variant)!, recipient, details, fields.name) };
  });
  const dealt = settings.variants.map((v) => `${v.key} ${split.assignments.filter((a) => a.variant === v.key).length.toLocaleString('en-US')}`).join(', ');
  const first = variants.get(settings.variants[0]!.key)!;
  return {
    templateName: first.templateName,
    templateContent: first.content,
    emails,
    steps: [
      {
        name: 'Split for the test',
        description: `${plural(split.assignments.length, 'test recipient')} (${settings.testPercent}%) dealt to the variants (${dealt}); the other ${plural(split.rest.length, 'recipient')} get the winning variant once the test has run ${plural(settings.waitHours, 'hour')}, decided by ${settings.metric}`,
      },
    ],
  };
}

/** A sequence: its first e-mail to the first recipients, and every later step to the first of them, as each would read. */
async function sequencePlan(runtime: Runtime, fields: CampaignFields, listed: AudienceRecipient[]): Promise<SimulationPlan> {
  const steps = fields.sequence!;
  const texts = await sequenceStepTexts(runtime.eventStore, fields);
  const emailOf = (recipient: AudienceRecipient, index: number): PlannedEmail => ({
    recipient,
    step: steps[index]!.step,
    message: (details) => stepMessage(steps[index]!, texts, recipient, details, fields.name, steps[index]!.sameThread && index > 0),
  });
  const firsts = listed.slice(0, SIMULATED).map((recipient) => emailOf(recipient, 0));
  const later = listed.length > 0 ? steps.slice(1).map((_, i) => emailOf(listed[0]!, i + 1)) : [];
  return {
    templateName: texts[0]!.templateName,
    templateContent: texts[0]!.content,
    emails: [...firsts, ...later],
    steps: steps.slice(1).map((step) => ({
      name: `Step ${step.step}`,
      description: `${plural(step.delayDays, 'day')} after the step before${step.sameThread ? ', in the same thread' : ''}, to each recipient who has not replied, unsubscribed or bounced by then`,
    })),
  };
}

/**
 * POST /api/campaigns/{id}/simulate: who a send would reach now (the contacts its filter selects,
 * less suppressed and invalid addresses) and the first personalised e-mails, as the sender would
 * fill them in: for an A/B test the test recipients' e-mails with their variants, for a sequence
 * each step's e-mail; nothing is sent or recorded.
 */
export async function simulateCampaign(runtime: Runtime, campaignId: string): Promise<CampaignSimulation> {
  const fields = requireCampaign(await campaignHandler.load(runtime.eventStore, campaignId));
  if (fields.type === 'sms') throw illegalState('Cannot simulate: SMS campaigns are simulated from the SMS Campaigns page');
  const [counted, listed] = await Promise.all([countCampaignAudience(runtime.db, fields.recipientFilter), campaignAudiencePage(runtime.db, fields.recipientFilter, null, LISTED)]);
  const plan =
    fields.type === 'ab-test' ? await abTestPlan(runtime, campaignId, fields) : fields.type === 'sequence' ? await sequencePlan(runtime, fields, listed) : await oneTimePlan(runtime, fields, listed);
  const details = await readRecipientDetails(runtime.pg, [...new Set(plan.emails.map((e) => e.recipient.contactId))]);
  const simulatedMessages = plan.emails.map(({ recipient, message, variant, step }): SimulatedMessage => {
    const contact = details.get(recipient.contactId);
    const { subject, text } = message(contact);
    return {
      recipientName: recipient.name ?? recipient.email,
      email: recipient.email,
      company: contact?.company ?? null,
      city: contact?.city ?? null,
      performanceTier: contact?.performanceTier ?? null,
      subject,
      personalizedMessage: text,
      ...(variant ? { variant } : {}),
      ...(step ? { step } : {}),
    };
  });
  const steps: SimulationStep[] = [
    { name: 'Select recipients', description: `${counted.matching} active contacts with an e-mail address match the recipient filter` },
    { name: 'Verify addresses', description: `${counted.suppressed} suppressed and ${counted.invalid} invalid addresses are left out: ${counted.count} would receive the e-mail` },
    ...plan.steps,
    { name: 'Personalise', description: `The first ${simulatedMessages.length} e-mails are filled in with their recipients' details` },
    { name: 'Send', description: 'Nothing was sent: this is a simulation' },
  ];
  return {
    campaignName: fields.name,
    templateName: plan.templateName,
    templateContent: plan.templateContent,
    summary: {
      totalPotentialRecipients: counted.matching,
      validEmails: counted.matching - counted.invalid,
      suppressed: counted.suppressed,
      invalidEmails: counted.invalid,
      finalEligibleCount: counted.count,
      simulatedMessages,
    },
    simulationSteps: steps.map((step, i) => ({ step: i + 1, ...step })),
    recipients: listed.map((r) => ({ name: r.name ?? r.email, email: r.email })),
  };
}
