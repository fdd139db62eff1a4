import { aggregateStream, asksToUnsubscribe, SYSTEM_SETTINGS_STREAM, systemSettings, theirWords, type EmailReply } from '@outreach/domain';
import { scheduleWork, type Reactor, type Worker } from '@outreach/runner';
import type { Runtime } from '@outreach/server-kit';
import { unsubscribeContact } from './unsubscribeContact.ts';

export const REPLY_UNSUBSCRIBE_WORK = 'reply-unsubscribe';

/** How much of the reply the contact's ContactStatusChanged quotes as its reason. */
const QUOTED_MAX = 160;

interface ReplyUnsubscribe {
  contactId: string;
  /** The reply's words that asked, quoted in the reason. */
  quote: string;
}

/**
 * A reply to one of our e-mails, from a contact, that asks to be unsubscribed ("please remove me",
 * "STOP"…) becomes work for the reply-unsubscribe worker, keyed by the reply's event: each such reply
 * is looked at once, and again after a crash.
 */
export const replyUnsubscribeReactor: Reactor = {
  name: 'reply-unsubscribes',
  handles: ['EmailReplied'],
  async react(tx, event) {
    const reply = event.data as EmailReply;
    if (!reply.contactId || !asksToUnsubscribe(reply)) return;
    const words = theirWords(reply.snippet).trim() || reply.subject.trim();
    const payload: ReplyUnsubscribe = { contactId: reply.contactId, quote: words.length > QUOTED_MAX ? `${words.slice(0, QUOTED_MAX - 1)}…` : words };
    await scheduleWork(tx, { kind: REPLY_UNSUBSCRIBE_WORK, key: event.eventId, dueAt: new Date(event.metadata.occurredAt), payload });
  },
};

/**
 * With auto-unsubscribe on (System Settings, the default), the contact whose reply asked is
 * unsubscribed at once, on behalf of the `auto-unsubscribe` process, the reply quoted as the reason
 * and as what caused it: no campaign, sequence step or text reaches them again. With it off the
 * reply stays a reply for a person to read. A contact already unsubscribed records nothing.
 */
export function replyUnsubscribeWorker(runtime: Runtime): Worker {
  return {
    kind: REPLY_UNSUBSCRIBE_WORK,
    concurrency: 2,
    async perform(work) {
      const { contactId, quote } = work.payload as ReplyUnsubscribe;
      const { state: settings } = await aggregateStream(runtime.eventStore, SYSTEM_SETTINGS_STREAM, systemSettings);
      if (!settings.autoUnsubscribe) {
        runtime.logger.info({ contactId }, 'a reply asked to unsubscribe; auto-unsubscribe is off, so it is left for a person to read');
        return 'done';
      }
      await unsubscribeContact(runtime, contactId, {
        actor: { kind: 'system', process: 'auto-unsubscribe' },
        reason: `Replied to an e-mail asking to be unsubscribed: “${quote}”`,
        requestId: `reply-unsubscribe-${work.key}`,
        causationId: work.key,
      });
      return 'done';
    },
  };
}
