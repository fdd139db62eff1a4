import type { OutboundEmailEvent, RecordedEvent } from '@outreach/domain';
import type { DueRule } from '../sending/dueReactor.ts';

/** The job queue of e-mail sends, and the scheduled work of e-mails due later. */
export const EMAIL_SEND_QUEUE = 'email-send';
export const EMAIL_DUE_WORK = 'email-due';

export interface EmailSendJob {
  messageId: string;
}

/** An e-mail is due at its `notBefore` once queued, and at the end of each deferral. */
export const emailDue: DueRule<EmailSendJob> = {
  name: 'email-due',
  workKind: EMAIL_DUE_WORK,
  handles: ['EmailQueued', 'EmailDeferred'],
  dueAt(event: RecordedEvent) {
    const e = { type: event.type, data: event.data } as OutboundEmailEvent;
    if (e.type === 'EmailQueued') return new Date(e.data.notBefore);
    if (e.type === 'EmailDeferred') return new Date(e.data.until);
    return undefined;
  },
  jobOf: (event) => ({ messageId: (event.data as EmailSendJob).messageId }),
  keyOf: (job) => job.messageId,
};
