import type { OutboundEmailEvent, RecordedEvent } from '@outreach/domain';
import { scheduleWork, type Reactor } from '@outreach/runner';
import type { Clock } from '@outreach/server-kit';
import type { SendQueue } from './sendQueue.ts';

/** Scheduled work of e-mails due later: at their moment they become send jobs. */
export const EMAIL_DUE_WORK = 'email-due';

/** When an event makes the e-mail due: queued for `notBefore`, or deferred `until`. */
function dueAt(event: RecordedEvent): Date | undefined {
  const e = { type: event.type, data: event.data } as OutboundEmailEvent;
  if (e.type === 'EmailQueued') return new Date(e.data.notBefore);
  if (e.type === 'EmailDeferred') return new Date(e.data.until);
  return undefined;
}

/**
 * EmailQueued and EmailDeferred → a send job when the e-mail is due now (by the runtime's clock),
 * else scheduled work for its moment (`emailDueWorker` turns it into a job then). Both are written
 * in the reactor's transaction, with its checkpoint: each decision becomes one job, even across
 * crashes, and a deferral survives restarts.
 */
export function emailDueReactor(queue: SendQueue, clock: Clock): Reactor {
  return {
    name: 'email-due',
    handles: ['EmailQueued', 'EmailDeferred'],
    async react(tx, event) {
      const at = dueAt(event);
      if (!at) return;
      const { messageId } = event.data as { messageId: string };
      if (at.getTime() <= clock.now().getTime()) await queue.enqueueIn(tx, messageId);
      else await scheduleWork(tx, { kind: EMAIL_DUE_WORK, key: messageId, dueAt: at }, { replace: true });
    },
  };
}
