import {
  commandHandler,
  conversation,
  conversationStream,
  DomainError,
  type CommandHandler,
  type ConversationState,
  type Decider,
  type SmsCommand,
  type SmsEvent,
} from '@outreach/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Provider statuses of a text that did not reach the phone: it does not start a cooldown. */
const NOT_RECEIVED = new Set(['failed', 'undelivered']);

/** The refusal of a campaign text within the cooldown, as the conversation shows it. */
export const cooldownMessage = (last: Date, days: number) =>
  `Not sent: this number got a campaign text on ${last.toISOString().slice(0, 10)}, less than ${days} day${days === 1 ? '' : 's'} ago (the SMS campaign cooldown)`;

/**
 * When this number last got a campaign text within the cooldown before `now`, other than the text
 * about to go: one handed to the provider (sent, delivered, or still awaiting the answer, which may
 * have gone out), not one that failed. Undefined when there is none, or the cooldown is 0 days.
 */
export function lastCampaignTextWithin(state: ConversationState, messageId: string, now: Date, days: number): Date | undefined {
  if (days <= 0) return undefined;
  let last: Date | undefined;
  for (const [id, m] of state.messages) {
    if (id === messageId || m.direction !== 'outbound' || m.kind !== 'campaign' || !m.startedAt || NOT_RECEIVED.has(m.status)) continue;
    const at = new Date(m.startedAt);
    if (now.getTime() - at.getTime() < days * DAY_MS && (!last || at > last)) last = at;
  }
  return last;
}

/** A campaign text's claim refused because the number got one within the cooldown. */
export function isCooldownRefusal(error: unknown): boolean {
  return error instanceof DomainError && error.details?.['refusal'] === 'sms-campaign-cooldown';
}

/**
 * The conversation's decider with the cooldown checked where a campaign text is claimed: on the
 * state the claim is appended at (and re-checked on every retry after a conflict), so two campaign
 * texts to one number claimed at once cannot both go out.
 */
export function cooldownGuardedConversation(days: number): Decider<SmsCommand, SmsEvent, ConversationState> {
  return {
    ...conversation,
    decide(command, state, context) {
      if (command.type === 'StartSmsSend') {
        const message = state.messages.get(command.messageId);
        const last = message?.kind === 'campaign' && message.status === 'requested' ? lastCampaignTextWithin(state, command.messageId, new Date(context.now), days) : undefined;
        if (last) throw new DomainError('illegal_state', cooldownMessage(last, days), { refusal: 'sms-campaign-cooldown' });
      }
      return conversation.decide(command, state, context);
    },
  };
}

/** Runs conversation commands with the campaign cooldown of `days` checked at the claim. */
export const cooldownGuardedHandler = (days: number): CommandHandler<SmsCommand, SmsEvent, ConversationState> =>
  commandHandler(cooldownGuardedConversation(days), conversationStream);
