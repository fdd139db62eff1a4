import type { RecordedEvent, SmsEvent } from '@outreach/domain';
import { scheduleWork, type Reactor } from '@outreach/runner';
import type { Clock } from '@outreach/server-kit';
import type { SmsSendJob, SmsSendQueue } from './smsSendQueue.ts';

/** Scheduled work of texts due later: at their moment they become send jobs. */
export const SMS_DUE_WORK = 'sms-due';

/** When an event makes the text due: a request at once, a deferral at its `until`. */
function dueAt(event: RecordedEvent, now: Date): Date | undefined {
  const e = { type: event.type, data: event.data } as SmsEvent;
  if (e.type === 'SmsSendRequested') return now;
  if (e.type === 'SmsSendDeferred') return new Date(e.data.until);
  return undefined;
}

/**
 * SmsSendRequested and SmsSendDeferred → a send job when the text is due now (by the runtime's
 * clock), else scheduled work for its moment (`smsDueWorker` turns it into a job then). Both are
 * written in the reactor's transaction, with its checkpoint: each decision becomes one job, even
 * across crashes, and a deferral (the number's rate, quiet hours) survives restarts.
 */
export function smsDueReactor(queue: SmsSendQueue, clock: Clock): Reactor {
  return {
    name: 'sms-due',
    handles: ['SmsSendRequested', 'SmsSendDeferred'],
    async react(tx, event) {
      const now = clock.now();
      const at = dueAt(event, now);
      if (!at) return;
      const { conversationId, messageId } = event.data as SmsSendJob;
      const job: SmsSendJob = { conversationId, messageId };
      if (at.getTime() <= now.getTime()) await queue.enqueueIn(tx, job);
      else await scheduleWork(tx, { kind: SMS_DUE_WORK, key: messageId, dueAt: at, payload: job }, { replace: true });
    },
  };
}
