import {
  campaignMessageId,
  campaignQueuedEventId,
  metadataFor,
  nextSendWindowTime,
  outboundEmail,
  outboundEmailStream,
  mailboxRotation,
  renderEmail,
  trackingOf,
  type AudienceRecipient,
  type CampaignFields,
  type CommandContext,
  type QueuedEmail,
  type QueuedSendWindow,
  teamZone as teamZoneOf,
} from '@outreach/domain';
import { recipientTimeZone } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import type { CampaignEmailTexts } from './campaignEmailTexts.ts';
import type { FixedAudience } from './fixedAudience.ts';
import { readRecipientDetails, type RecipientDetails } from './recipientDetails.ts';

/** E-mails queued in one multi-stream append; the first append is small, so the engine starts sending while the rest are queued. */
const QUEUE_CHUNK = 1_000;
const FIRST_CHUNK = 25;

const rotations = new WeakMap<FixedAudience, string[]>();

/**
 * The mailbox of the n-th recipient: the only one, or, when the send is spread across mailboxes,
 * each taking its recorded share interleaved with the others (a send recorded without shares: the mailboxes in turn).
 */
export function mailboxOf(audience: FixedAudience, index: number): string {
  if (!audience.mailboxShares) return audience.emailAccountIds[index % audience.emailAccountIds.length]!;
  let rotation = rotations.get(audience);
  if (!rotation) rotations.set(audience, (rotation = mailboxRotation(audience.emailAccountIds, audience.mailboxShares)));
  return rotation[index]!;
}

/**
 * When a recipient's e-mail may go: now, or the next opening of the campaign's send window in the
 * recipient's zone (else the team's); and that window, which the e-mail keeps (a hold that ends
 * outside it waits for its next opening).
 */
export async function sendTimingFor(
  fields: CampaignFields,
  details: RecipientDetails | undefined,
  teamZone: string,
  now: Date,
): Promise<{ notBefore: string; sendWindow?: QueuedSendWindow }> {
  if (!fields.sendWindow) return { notBefore: now.toISOString() };
  const zone = (details && (await recipientTimeZone(details.location))?.zone) ?? teamZone;
  const { days, start, end } = fields.sendWindow;
  return { notBefore: nextSendWindowTime(fields.sendWindow, zone, now).toISOString(), sendWindow: { days: [...days], start, end, zone } };
}

/** The e-mail one recipient gets: the campaign's texts filled in with the contact's values (its name and address as fixed when the contact has gone since). */
export function personalised(texts: CampaignEmailTexts, recipient: AudienceRecipient, details: RecipientDetails | undefined, fallbackSubject: string) {
  const values = details?.values ?? { email: recipient.email, agentName: recipient.name, firstName: recipient.name?.split(' ')[0] ?? null };
  const rendered = renderEmail({ subject: texts.subject, content: texts.content }, values);
  return { subject: rendered.subject.trim() ? rendered.subject : fallbackSubject, text: rendered.text.trim() ? rendered.text : texts.content };
}

/**
 * Queue one personalised marketing e-mail per recipient of a started send, 1,000 per append (25 in the first),
 * each on the stream of its deterministic id appended only where that stream does not exist yet:
 * a process that runs this again after a crash queues what is missing and nothing twice.
 * Answers how many it queued now.
 */
export async function queueCampaignEmails(
  runtime: Runtime,
  campaignId: string,
  fields: CampaignFields,
  texts: CampaignEmailTexts,
  audience: FixedAudience,
  context: CommandContext,
  signal: AbortSignal,
): Promise<number> {
  const now = new Date(context.now);
  const teamZone = fields.sendWindow ? await teamZoneOf(runtime.eventStore) : '';
  let queued = 0;
  for (let start = 0, size = FIRST_CHUNK; start < audience.recipients.length && !signal.aborted; start += size, size = QUEUE_CHUNK) {
    const chunk = audience.recipients.slice(start, start + size).map((recipient, i) => ({ recipient, index: start + i, messageId: campaignMessageId(campaignId, recipient.contactId) }));
    const existing = await runtime.eventStore.readLastEvents(chunk.map((r) => outboundEmailStream(r.messageId)));
    const missing = chunk.filter((r) => !existing.has(outboundEmailStream(r.messageId)));
    if (missing.length === 0) continue;
    const details = await readRecipientDetails(runtime.pg, missing.map((r) => r.recipient.contactId));
    const appends = await Promise.all(
      missing.map(async ({ recipient, index, messageId }) => {
        const contact = details.get(recipient.contactId);
        const email: QueuedEmail = {
          messageId,
          emailAccountId: mailboxOf(audience, index),
          to: { email: recipient.email, name: recipient.name },
          contactId: recipient.contactId,
          campaignId,
          source: 'campaign',
          marketing: true,
          ...personalised(texts, recipient, contact, fields.name),
          html: null,
          ...(await sendTimingFor(fields, contact, teamZone, now)),
          ...trackingOf(fields.tracking),
        };
        const [event] = outboundEmail.decide({ type: 'QueueEmail', ...email }, outboundEmail.initialState, context);
        const eventId = campaignQueuedEventId(messageId);
        return { streamId: outboundEmailStream(messageId), events: [{ eventId, type: event!.type, data: event!.data, metadata: metadataFor(context, eventId) }], expectedRevision: 'no_stream' as const };
      }),
    );
    await runtime.eventStore.appendToStreams(appends);
    queued += appends.length;
  }
  return queued;
}
