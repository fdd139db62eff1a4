import type { RecordedEvent, SmsEvent } from '@outreach/domain';
import type { DueRule } from '../sending/dueReactor.ts';
import { RATE_SLOT_LEAD_MS } from './smsRateSlots.ts';

/** The job queue of text sends, and the scheduled work of texts due later. */
export const SMS_SEND_QUEUE = 'sms-send';
export const SMS_DUE_WORK = 'sms-due';

export interface SmsSendJob {
  conversationId: string;
  messageId: string;
}

/**
 * A text is due at once when requested, at the end of a quiet-hours deferral, and RATE_SLOT_LEAD_MS
 * before the rate slot it was deferred to (it then waits for the slot, claimed and ready).
 */
export const smsDue: DueRule<SmsSendJob> = {
  name: 'sms-due',
  workKind: SMS_DUE_WORK,
  handles: ['SmsSendRequested', 'SmsSendDeferred'],
  dueAt(event: RecordedEvent, now: Date) {
    const e = { type: event.type, data: event.data } as SmsEvent;
    if (e.type === 'SmsSendRequested') return now;
    if (e.type === 'SmsSendDeferred') return new Date(Date.parse(e.data.until) - (e.data.cause === 'rate' ? RATE_SLOT_LEAD_MS : 0));
    return undefined;
  },
  jobOf: (event) => {
    const { conversationId, messageId } = event.data as SmsSendJob;
    return { conversationId, messageId };
  },
  keyOf: (job) => job.messageId,
};
