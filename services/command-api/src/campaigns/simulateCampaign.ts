import type { CampaignSimulation } from '@outreach/contracts';
import { campaignAudiencePage, countCampaignAudience } from '@outreach/projector/audience/campaignAudience.ts';
import { campaignHandler, illegalState, renderEmail, requireCampaign } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { campaignEmailTexts } from '../campaignSends/campaignEmailTexts.ts';
import { readRecipientDetails } from '../campaignSends/recipientDetails.ts';

/** Recipients a simulation lists, and how many of them it fills the e-mail in for. */
const LISTED = 20;
const SIMULATED = 10;

/**
 * POST /api/campaigns/{id}/simulate: who a send of a one-time campaign would reach now (the
 * contacts its filter selects, less suppressed and invalid addresses) and the first personalised
 * e-mails, as the sender would fill them in; nothing is sent or recorded.
 */
export async function simulateCampaign(runtime: Runtime, campaignId: string): Promise<CampaignSimulation> {
  const fields = requireCampaign(await campaignHandler.load(runtime.eventStore, campaignId));
  if (fields.type === 'sms') throw illegalState('Cannot simulate: SMS campaigns are simulated from the SMS Campaigns page');
  if (fields.type !== 'email') throw illegalState('Simulating A/B tests and sequences is not available yet: simulate a one-time campaign');
  const [texts, counted, first] = await Promise.all([
    campaignEmailTexts(runtime.eventStore, fields),
    countCampaignAudience(runtime.db, fields.recipientFilter),
    campaignAudiencePage(runtime.db, fields.recipientFilter, null, LISTED),
  ]);
  const details = await readRecipientDetails(runtime.pg, first.slice(0, SIMULATED).map((r) => r.contactId));
  const simulatedMessages = first.slice(0, SIMULATED).map((recipient) => {
    const contact = details.get(recipient.contactId);
    const rendered = renderEmail(texts, contact?.values ?? { email: recipient.email });
    return {
      recipientName: recipient.name ?? recipient.email,
      email: recipient.email,
      company: contact?.company ?? null,
      city: contact?.city ?? null,
      performanceTier: contact?.performanceTier ?? null,
      subject: rendered.subject,
      personalizedMessage: rendered.text,
    };
  });
  return {
    campaignName: fields.name,
    templateName: texts.templateName,
    templateContent: texts.content,
    summary: {
      totalPotentialRecipients: counted.matching,
      validEmails: counted.matching - counted.invalid,
      suppressed: counted.suppressed,
      invalidEmails: counted.invalid,
      finalEligibleCount: counted.count,
      simulatedMessages,
    },
    simulationSteps: [
      { step: 1, name: 'Select recipients', description: `${counted.matching} active contacts with an e-mail address match the recipient filter` },
      { step: 2, name: 'Verify addresses', description: `${counted.suppressed} suppressed and ${counted.invalid} invalid addresses are left out: ${counted.count} would receive the e-mail` },
      { step: 3, name: 'Personalise', description: `The first ${simulatedMessages.length} e-mails are filled in with their recipients' details` },
      { step: 4, name: 'Send', description: 'Nothing was sent: this is a simulation' },
    ],
    recipients: first.map((r) => ({ name: r.name ?? r.email, email: r.email })),
  };
}
