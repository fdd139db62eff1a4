import {
  deliverySuppression,
  emailDeliveryStream,
  emailRepliesStream,
  type EmailDeliveryReport,
  type OutboundEmailEvent,
  type RecordedEvent,
  type SequenceStepMiss,
  type SequenceStopReason,
} from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import type pg from 'pg';
import type { SequenceRecipientRecord } from './sequenceRecipients.ts';

/** What became of a step's e-mail: sent (when), not sent (and why), or a stop (a hard bounce, an unsubscribed address); undefined while it is on its way. */
export type StepOutcome = { kind: 'sent'; sentAt: string } | { kind: 'missed'; outcome: SequenceStepMiss; reason: string } | { kind: 'stop'; reason: SequenceStopReason };

/** The final outcome an e-mail's events record, if it has one yet. */
export function stepOutcomeOf(events: readonly RecordedEvent[]): StepOutcome | undefined {
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as OutboundEmailEvent;
    switch (event.type) {
      case 'EmailSent':
        return { kind: 'sent', sentAt: event.data.sentAt };
      case 'EmailSkipped':
        return /unsubscribed/i.test(event.data.reason) ? { kind: 'stop', reason: 'unsubscribed' } : { kind: 'missed', outcome: 'skipped', reason: event.data.reason };
      case 'EmailBounced':
        return event.data.bounceType === 'hard' ? { kind: 'stop', reason: 'bounced' } : { kind: 'missed', outcome: 'failed', reason: event.data.providerMessage };
      case 'EmailFailed':
        if (event.data.permanent) return { kind: 'missed', outcome: 'failed', reason: event.data.providerMessage };
        break;
      case 'EmailOutcomeUnknown':
        return { kind: 'missed', outcome: 'unknown', reason: event.data.reason };
      default:
        break;
    }
  }
  return undefined;
}

const STOP_FOR_REPORT: Record<string, SequenceStopReason> = { 'hard-bounce': 'bounced', complaint: 'complained', unsubscribe: 'unsubscribed' };

/**
 * Why each of these recipients' sequences must stop now, if it must: a reply to any of its
 * e-mails (read from the mailbox), the contact's status turned unsubscribed, or a provider's
 * report of a hard bounce, a spam complaint or an unsubscribe for its address since the send
 * started. Read for all of them at once (a few queries, whatever their number).
 */
export async function readStopSignals(
  store: Pick<EventStore, 'readLastEvents' | 'readStreams'>,
  pool: pg.Pool,
  records: readonly SequenceRecipientRecord[],
  startedAt: string,
): Promise<Map<string, SequenceStopReason>> {
  const stops = new Map<string, SequenceStopReason>();
  if (records.length === 0) return stops;
  const replyStreams = records.flatMap((r) => r.state.messageIds.map((id) => ({ contactId: r.recipient.contactId, streamId: emailRepliesStream(id) })));
  const [replies, statuses, deliveries] = await Promise.all([
    store.readLastEvents(replyStreams.map((s) => s.streamId)),
    pool.query<{ id: string; status: string }>(`select id::text, status from read.contacts where id = any($1::uuid[])`, [records.map((r) => r.recipient.contactId)]),
    store.readStreams(records.map((r) => emailDeliveryStream(r.recipient.email))),
  ]);
  for (const { contactId, streamId } of replyStreams) if (replies.has(streamId)) stops.set(contactId, 'replied');
  for (const row of statuses.rows) if (row.status === 'unsubscribed' && !stops.has(row.id)) stops.set(row.id, 'unsubscribed');
  for (const record of records) {
    if (stops.has(record.recipient.contactId)) continue;
    const ours = new Set(record.state.messageIds);
    for (const event of deliveries.get(emailDeliveryStream(record.recipient.email)) ?? []) {
      const report = event.data as EmailDeliveryReport;
      if (!(report.messageId && ours.has(report.messageId)) && Date.parse(report.reportedAt) < Date.parse(startedAt)) continue;
      const suppression = deliverySuppression(report);
      const reason = suppression ? STOP_FOR_REPORT[suppression] : undefined;
      if (reason) {
        stops.set(record.recipient.contactId, reason);
        break;
      }
    }
  }
  return stops;
}
