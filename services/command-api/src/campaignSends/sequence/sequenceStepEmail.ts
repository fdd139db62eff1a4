import {
  campaignQueuedEventId,
  metadataFor,
  outboundEmail,
  outboundEmailStream,
  sequenceMessageId,
  trackingOf,
  type AudienceRecipient,
  type CampaignFields,
  type CommandContext,
  type QueuedEmail,
  type ReadableStore,
  type SequenceStep,
} from '@outreach/domain';
import { campaignEmailTexts, type CampaignEmailTexts } from '../campaignEmailTexts.ts';
import type { FixedAudience } from '../fixedAudience.ts';
import { mailboxOf, personalised, sendTimingFor } from '../queueCampaignEmails.ts';
import type { RecipientDetails } from '../recipientDetails.ts';
import type { SequenceRecipientRecord } from './sequenceRecipients.ts';

/** The texts of each step before they are filled in for a recipient (its template's, or its own), read once per turn. */
export async function sequenceStepTexts(store: ReadableStore, fields: CampaignFields): Promise<CampaignEmailTexts[]> {
  return Promise.all((fields.sequence ?? []).map((step) => campaignEmailTexts(store, { ...fields, content: step.content })));
}

/**
 * What a step's e-mail says to one recipient: its texts filled in with the contact's values; in the
 * thread of the first step (`thread`), under the first step's subject with "Re: ".
 */
export function stepMessage(step: SequenceStep, texts: readonly CampaignEmailTexts[], recipient: AudienceRecipient, details: RecipientDetails | undefined, fallbackSubject: string, thread: boolean) {
  const own = personalised(texts[step.step - 1]!, recipient, details, fallbackSubject);
  if (!thread) return own;
  return { subject: `Re: ${personalised(texts[0]!, recipient, details, fallbackSubject).subject.replace(/^re:\s*/i, '')}`, text: own.text };
}

/**
 * The e-mail of a step for one recipient, ready to append where its stream does not exist yet:
 * filled in with the contact's values, from the recipient's mailbox (the same for every step, so
 * a thread stays in one mailbox), not before the step's send window (else the campaign's) opens in
 * the recipient's time zone. A step sent in the same thread answers the recipient's previous step
 * (In-Reply-To) and names every earlier one (References), under the first step's subject with "Re: ".
 */
export async function sequenceStepEmail(args: {
  campaignId: string;
  fields: CampaignFields;
  step: SequenceStep;
  texts: readonly CampaignEmailTexts[];
  audience: FixedAudience;
  record: SequenceRecipientRecord;
  details: RecipientDetails | undefined;
  teamZone: string;
  context: CommandContext;
}) {
  const { campaignId, fields, step, texts, audience, record, details, teamZone, context } = args;
  const { recipient } = record;
  const messageId = sequenceMessageId(campaignId, recipient.contactId, step.step);
  const earlier = record.state.messageIds.slice(0, step.step - 1);
  const thread = step.sameThread && earlier.length > 0;
  const { subject, text } = stepMessage(step, texts, recipient, details, fields.name, thread);
  const email: QueuedEmail = {
    messageId,
    emailAccountId: mailboxOf(audience, record.index),
    to: { email: recipient.email, name: recipient.name },
    contactId: recipient.contactId,
    campaignId,
    source: 'sequence',
    marketing: true,
    subject,
    text,
    html: null,
    ...(await sendTimingFor({ ...fields, sendWindow: step.sendWindow ?? fields.sendWindow }, details, teamZone, new Date(context.now))),
    ...(thread ? { inReplyTo: earlier.at(-1)!, references: earlier } : {}),
    ...trackingOf(fields.tracking),
  };
  const [event] = outboundEmail.decide({ type: 'QueueEmail', ...email }, outboundEmail.initialState, context);
  const eventId = campaignQueuedEventId(messageId);
  return {
    messageId,
    notBefore: email.notBefore,
    append: { streamId: outboundEmailStream(messageId), events: [{ eventId, type: event!.type, data: event!.data, metadata: metadataFor(context, eventId) }], expectedRevision: 'no_stream' as const },
  };
}
