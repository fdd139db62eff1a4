import { contactHandler, nextAllowedSendTime, teamZone, type ConversationState, type ReadableStore } from '@outreach/domain';
import { recipientTimeZone } from '@outreach/providers';

/** A marketing text held for the recipient's quiet hours: when it may go, why, in which zone. */
export interface QuietHoursHold {
  until: Date;
  reason: string;
  timezone: string;
}

/**
 * Whether a marketing text to this conversation's number must wait, in the recipient's local time:
 * the zone from the contact's ZIP code, else its state, else the phone's area code (the team's
 * zone when none of them is known); Florida's hours and 3-in-24-hours cap when the address or the
 * area code is Florida's, counting the campaign texts this number was sent.
 */
export async function quietHoursHold(store: ReadableStore, conversation: ConversationState, to: string, now: Date): Promise<QuietHoursHold | undefined> {
  const fields = conversation.contactId ? (await contactHandler.load(store, conversation.contactId)).fields : undefined;
  const found = await recipientTimeZone({ zipCode: fields?.zipCode, state: fields?.state, phone: to });
  const zone = found?.zone ?? (await teamZone(store));
  const recentTextTimes = [...conversation.messages.values()]
    .filter((m) => m.kind === 'campaign' && m.startedAt && m.status !== 'failed')
    .map((m) => new Date(m.startedAt!));
  const check = nextAllowedSendTime({ now, zone, state: found?.state, areaCodeState: found?.areaCodeState, recentTextTimes });
  return check.allowed ? undefined : { until: check.until, reason: check.reason, timezone: zone };
}
