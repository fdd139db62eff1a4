import {
  contactEmailStream,
  emailDeliveryAppend,
  reservationKey,
  reservationOwner,
  unsubscribesContact,
  type Actor,
  type CommandContext,
  type EmailDeliveryReported,
  type Position,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { unsubscribeContact } from '../unsubscribe/unsubscribeContact.ts';

const PROVIDER_NAMES: Record<EmailDeliveryReported['data']['provider'], string> = { sendgrid: 'SendGrid', mailgun: 'Mailgun', smtp: 'SMTP', tracking: 'the tracking links' };

export interface RecordedDeliveries {
  /** Reports now in the event store (a report sent again is there once, from its first time). */
  recorded: number;
  /** Contacts unsubscribed by unsubscribe or spam reports of this batch. */
  unsubscribed: number;
  /** Position of the last append, for read-your-writes. */
  position: Position | undefined;
}

function unsubscribeReason(report: EmailDeliveryReported['data']): string {
  const provider = PROVIDER_NAMES[report.provider];
  const what = report.kind === 'complained' ? 'marked an e-mail as spam' : 'unsubscribed';
  const details = [report.reason, report.campaignId ? `campaign ${report.campaignId}` : null].filter(Boolean).join(', ');
  return `The recipient ${what} (reported by ${provider}${details ? `: ${details}` : ''})`;
}

/** Whether the address's stream holds this report already (a provider posting it again). */
async function alreadyRecorded(runtime: Runtime, streamId: string, eventId: string): Promise<boolean> {
  for await (const stored of runtime.eventStore.readStream(streamId)) if (stored.eventId === eventId) return true;
  return false;
}

/**
 * Record provider reports, each in the stream of its address with its deterministic id (the event
 * store keeps a report sent again once), in the order given. Then an unsubscribe or a spam report
 * recorded now (not one posted again: the contact may have been made active since) unsubscribes
 * the contact holding that address, caused by the report; an address no contact holds unsubscribes no one.
 */
export async function recordEmailDeliveries(
  runtime: Runtime,
  reports: readonly EmailDeliveryReported[],
  context: CommandContext,
  actor: Actor,
  log: FastifyBaseLogger,
): Promise<RecordedDeliveries> {
  let position: Position | undefined;
  const repeated = new Set<EmailDeliveryReported>();
  for (const report of reports) {
    const { streamId, event } = emailDeliveryAppend(report, context);
    if (unsubscribesContact(report.data) && (await alreadyRecorded(runtime, streamId, event.eventId))) repeated.add(report);
    position = (await runtime.eventStore.appendToStream(streamId, [event], { expectedRevision: 'any' })).position;
  }
  let unsubscribed = 0;
  for (const report of reports) {
    if (!unsubscribesContact(report.data) || repeated.has(report)) continue;
    const contactId = await reservationOwner(runtime.eventStore, contactEmailStream(reservationKey(report.data.email)));
    if (!contactId) {
      log.info({ provider: report.data.provider, kind: report.data.kind }, 'unsubscribe report for an address no contact holds');
      continue;
    }
    const outcome = await unsubscribeContact(runtime, contactId, {
      actor,
      reason: unsubscribeReason(report.data),
      requestId: context.requestId,
      causationId: emailDeliveryAppend(report, context).event.eventId,
    });
    if (outcome.kind === 'unsubscribed') {
      unsubscribed++;
      position = outcome.position ?? position;
    }
  }
  return { recorded: reports.length, unsubscribed, position };
}
