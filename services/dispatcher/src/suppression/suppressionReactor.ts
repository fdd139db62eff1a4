import {
  contactHandler,
  conversationHandler,
  deliverySuppression,
  type ContactStatusChanged,
  type DeliverySuppression,
  type EmailBounced,
  type EmailDeliveryReported,
  type RecordedEvent,
  type SmsEvent,
} from '@outreach/domain';
import type { Reactor } from '@outreach/runner';
import type { EventStore } from '@outreach/event-store';
import { lift, suppress, SUPPRESSION_REASONS as R } from './suppressionList.ts';

type Suppressing = ContactStatusChanged | EmailBounced | EmailDeliveryReported | SmsEvent;

const DELIVERY_REASONS: Record<DeliverySuppression, string> = {
  'hard-bounce': R.hardBounce,
  complaint: R.complaint,
  unsubscribe: R.unsubscribed,
  dropped: R.dropped,
};

/**
 * Keeps the one suppression list across channels (`dispatcher.suppressions`) from the events, in
 * the reactor's transaction with its checkpoint: a contact unsubscribed (by a user, a link, a
 * provider report), a hard bounce (ours or a provider's), a spam complaint, an SMS STOP (lifted by
 * START), a blocked number. Every send path checks it.
 */
export function suppressionReactor(eventStore: EventStore): Reactor {
  return {
    name: 'suppression-list',
    handles: ['ContactStatusChanged', 'EmailBounced', 'EmailDeliveryReported', 'SmsOptedOut', 'SmsOptedIn', 'ConversationBlocked', 'ConversationReopened'],
    async react(tx, recorded: RecordedEvent) {
      const e = { type: recorded.type, data: recorded.data } as Suppressing;
      const at = recorded.metadata.occurredAt;
      switch (e.type) {
        case 'ContactStatusChanged': {
          const email = (await contactHandler.load(eventStore, e.data.contactId)).fields.email;
          if (!email) return;
          if (e.data.status === 'unsubscribed') await suppress(tx, 'email', email, R.unsubscribed, recorded.eventId, at);
          else if (e.data.previousStatus === 'unsubscribed') await lift(tx, 'email', email, [R.unsubscribed]);
          return;
        }
        case 'EmailBounced':
          if (e.data.bounceType === 'hard') {
            // The address it was queued to: carried by the bounce, or (recorded before it was) its EmailQueued's.
            const address = e.data.recipient?.email ?? (await firstEvent(eventStore, recorded.streamId));
            if (address) await suppress(tx, 'email', address, R.hardBounce, recorded.eventId, at);
          }
          return;
        case 'EmailDeliveryReported': {
          const why = deliverySuppression(e.data);
          if (why) await suppress(tx, 'email', e.data.email, DELIVERY_REASONS[why], recorded.eventId, at);
          return;
        }
        case 'SmsOptedOut':
          await suppress(tx, 'sms', e.data.phoneNumber, R.stop, recorded.eventId, at);
          return;
        case 'SmsOptedIn':
          await lift(tx, 'sms', e.data.phoneNumber, [R.stop]);
          return;
        case 'ConversationBlocked':
        case 'ConversationReopened': {
          const phone = (await conversationHandler.load(eventStore, e.data.conversationId)).phoneNumber;
          if (!phone) return;
          if (e.type === 'ConversationBlocked') await suppress(tx, 'sms', phone, R.blocked, recorded.eventId, at);
          else await lift(tx, 'sms', phone, [R.blocked]);
          return;
        }
        default:
          return;
      }
    },
  };
}

/** The address an outbound e-mail went to (its stream's first event, EmailQueued). */
async function firstEvent(eventStore: EventStore, streamId: string): Promise<string | undefined> {
  for await (const event of eventStore.readStream(streamId)) {
    return event.type === 'EmailQueued' ? (event.data as { to: { email: string } }).to.email : undefined;
  }
  return undefined;
}
