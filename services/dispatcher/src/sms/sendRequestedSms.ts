import {
  BLOCKED_MESSAGE,
  contactHandler,
  conversation,
  conversationHandler,
  conversationStream,
  DomainError,
  isMarketingText,
  OPTED_OUT_MESSAGE,
  UNSUBSCRIBED_CONTACT_MESSAGE,
  type ConversationState,
  type RecordedEvent,
  type SmsCommand,
  type SmsEvent,
} from '@outreach/domain';
import { processContext, type Runtime } from '@outreach/server-kit';
import { setTimeout as sleep } from 'node:timers/promises';
import { DISPATCHER_ACTOR } from '../dispatchContext.ts';
import { outcomeContext } from '../email/outcomeContext.ts';
import { suppressionOf } from '../suppression/suppressionList.ts';
import { currentSmsProvider, statusCallbackUrl, type CurrentSmsProvider } from './currentSmsProvider.ts';
import { cooldownGuardedHandler, cooldownMessage, isCooldownRefusal, lastCampaignTextWithin } from './smsCampaignCooldown.ts';
import { quietHoursHold } from './smsQuietHours.ts';
import { takeRateSlot, takeSendMoment, type SmsRate } from './smsRateSlots.ts';
import { passSendWindow } from './smsSendWindow.ts';
import type { SmsSendAnswer } from './smsProvider.ts';

type SendRequested = Extract<SmsEvent, { type: 'SmsSendRequested' }>;

/** A text not sent this long after it was due is not sent any more (the dispatcher was down, or is catching up on old history). */
export const SEND_REQUEST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const STALE_REQUEST_MESSAGE = 'Not sent: the text waited more than 24 hours to go out. Please send it again.';
export const SMS_UNKNOWN_OUTCOME_REASON =
  'The dispatcher stopped after claiming the text and before hearing Twilio’s answer: it may have gone out, so it is not sent again';
/** Why a text whose request got no answer is recorded unknown. */
export const providerSilentReason = (error: string) => `${error}: the text may have gone out, so it is not sent again`;
/** The first wait after Twilio refused more requests (429), doubled with each further attempt up to BUSY_RETRY_MAX_MS. */
export const BUSY_RETRY_FIRST_MS = 30_000;
const BUSY_RETRY_MAX_MS = 15 * 60_000;
/** The wait before the next try of a text Twilio was too busy to take on its `attempt`-th try. */
export const busyRetryDelayMs = (attempt: number) => Math.min(BUSY_RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1), BUSY_RETRY_MAX_MS);
export const SETTINGS_UNREADABLE_MESSAGE = 'The SMS settings could not be read; please try again';
/** A slot this close is waited for in the worker; a later one is a recorded deferral. */
export const MAX_INLINE_WAIT_MS = 1000;
/** The dispatch handler that sent texts before the engine: its claims without an answer are unknown outcomes too. */
const LEGACY_HANDLER = 'sendSms';

export interface SmsSendDeps {
  runtime: Runtime;
  /** The provider of the moment (tests wrap it). */
  provider?: ((runtime: Runtime) => Promise<CurrentSmsProvider>) | undefined;
}

/** The not-found refusal of a suppressed number, as the conversation shows it. */
export const suppressedMessage = (reason: string) => `Not sent: this number is on the suppression list (${reason})`;

async function load(runtime: Runtime, conversationId: string, messageId: string): Promise<{ state: ConversationState; request: RecordedEvent | undefined; ownSuppressions: Set<string> }> {
  let state = conversation.initialState;
  let request: RecordedEvent | undefined;
  const ownSuppressions = new Set<string>();
  for await (const event of runtime.eventStore.readStream(conversationStream(conversationId))) {
    if (event.type === 'SmsSendRequested' && (event.data as SendRequested['data']).messageId === messageId) request = event;
    if (event.type === 'SmsOptedOut' || event.type === 'ConversationBlocked') ownSuppressions.add(event.eventId);
    state = conversation.evolve(state, { type: event.type, data: event.data } as SmsEvent);
  }
  return { state, request, ownSuppressions };
}

/**
 * The send job of one text, run by any dispatcher process, possibly again after a crash: it reads
 * what the conversation says was done and goes on from there. Checks, in order: still to be sent,
 * no claim left without an answer (then it is unknown, never re-sent), due, not older than a day,
 * the number not opted out, blocked or on the suppression list, no campaign text to the number
 * within the cooldown (campaign texts), the provider usable, the recipient's quiet hours
 * (marketing texts), the sending number's rate (a slot taken atomically, or the one it was
 * deferred to, whose job comes shortly before it; a later one is a recorded deferral). Then it waits
 * for its slot, claims the attempt (SmsSendStarted, appended at the revision it read, the cooldown
 * checked again on that revision), waits for its send moment and for room in the number's window
 * at Twilio (smsSendWindow.ts), hands the text to the provider and records the answer: sent,
 * failed, tried again later when Twilio took nothing for now (429), or unknown when no answer came
 * (never sent again) — every outcome with an id derived from the message and attempt.
 */
export async function sendRequestedSms(deps: SmsSendDeps, conversationId: string, messageId: string): Promise<void> {
  const { runtime } = deps;
  const store = runtime.eventStore;
  const { state, request, ownSuppressions } = await load(runtime, conversationId, messageId);
  const message = state.messages.get(messageId);
  if (!request || !message || message.direction !== 'outbound' || message.status !== 'requested') return;
  const data = (request as unknown as SendRequested).data;
  const now = runtime.clock.now();
  const cooldownDays = runtime.config.SMS_CAMPAIGN_COOLDOWN_DAYS;
  const base = processContext(runtime.clock, DISPATCHER_ACTOR, {
    requestId: request.metadata.requestId,
    correlationId: request.metadata.correlationId,
    causationId: request.eventId,
  });
  const step = (name: string) => outcomeContext(base, `${messageId}/attempt-${message.attempts}/${name}`);
  const record = (command: SmsCommand, name: string) => conversationHandler.run(store, conversationId, command, step(name));
  const refuse = (error: string) =>
    record({ type: 'RecordSendResult', conversationId, messageId, providerSid: null, status: null, from: null, error }, 'refused');
  const unknown = () => record({ type: 'RecordSmsOutcomeUnknown', conversationId, messageId, reason: SMS_UNKNOWN_OUTCOME_REASON }, 'unknown');
  /**
   * Claim the attempt: a number that opted out or was blocked since it was read, or (`checkCooldown`)
   * got a campaign text claimed meanwhile, is refused with why; a text claimed or answered by another
   * worker meanwhile is left to it.
   */
  const claim = async (name: string, checkCooldown: boolean): Promise<'claimed' | 'not-mine'> => {
    const command: SmsCommand = { type: 'StartSmsSend', conversationId, messageId };
    try {
      const claimed = checkCooldown
        ? await cooldownGuardedHandler(cooldownDays).run(store, conversationId, command, step(name))
        : await record(command, name);
      return claimed.events.length === 0 ? 'not-mine' : 'claimed';
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.message === OPTED_OUT_MESSAGE || error.message === BLOCKED_MESSAGE || isCooldownRefusal(error)) {
        await refuse(error.message);
        return 'not-mine';
      }
      if (error.code === 'illegal_state' || error.code === 'revision_conflict') return 'not-mine';
      throw error;
    }
  };

  if (message.inFlight) return void (await unknown());
  if (message.attempts === 0 && (await claimedByLegacyHandler(runtime, request.eventId))) {
    // Claimed by the dispatch handler of before, with no answer recorded: it may have gone out.
    const claimed = await claim('legacy-claim', false);
    if (claimed === 'claimed') await unknown();
    return;
  }
  // The rate slot it was deferred to and holds, when that slot is near enough to wait for here
  // (its job comes RATE_SLOT_LEAD_MS early, so that it is ready on the slot).
  const pacedSlot = message.pacedSlot === null ? undefined : Date.parse(message.pacedSlot);
  const nearSlot = pacedSlot !== undefined && pacedSlot - now.getTime() <= MAX_INLINE_WAIT_MS ? pacedSlot : undefined;
  // A newer deferral holds it: the job of that moment will come.
  if (message.dueAt && Date.parse(message.dueAt) > now.getTime() && !(nearSlot !== undefined && message.dueAt === message.pacedSlot)) return;
  const dueSince = message.dueAt ? Date.parse(message.dueAt) : Date.parse(request.metadata.occurredAt);
  if (now.getTime() - dueSince > SEND_REQUEST_MAX_AGE_MS) return void (await refuse(STALE_REQUEST_MESSAGE));
  if (state.optedOut) return void (await refuse(OPTED_OUT_MESSAGE));
  if (state.status === 'blocked') return void (await refuse(BLOCKED_MESSAGE));
  // A STOP or block of this very conversation is its own to decide: one its state (read just now) shows
  // lifted again (START, reopened) stays on the list only until the list follows a moment later.
  const suppressed = await suppressionOf(runtime.pg, 'sms', data.to);
  if (suppressed && !ownSuppressions.has(suppressed.sourceEventId)) return void (await refuse(suppressedMessage(suppressed.reason)));
  // The conversation's contact unsubscribed (by a link, a user, a provider report) since the text was asked for.
  if (state.contactId && (await contactHandler.load(store, state.contactId)).status === 'unsubscribed') return void (await refuse(UNSUBSCRIBED_CONTACT_MESSAGE));
  // The recipient's frequency cap: one campaign text per cooldown (checked again at the claim).
  const lastCampaignText = data.kind === 'campaign' ? lastCampaignTextWithin(state, messageId, now, cooldownDays) : undefined;
  if (lastCampaignText) return void (await refuse(cooldownMessage(lastCampaignText, cooldownDays)));

  let current: CurrentSmsProvider;
  try {
    current = await (deps.provider ?? currentSmsProvider)(runtime);
  } catch (err) {
    runtime.logger.error({ err, conversationId, messageId }, 'the SMS provider could not be set up');
    return void (await refuse(SETTINGS_UNREADABLE_MESSAGE));
  }

  if (isMarketingText(data.kind)) {
    const hold = await quietHoursHold(store, state, data.to, now);
    if (hold) {
      const until = hold.until.toISOString();
      await record({ type: 'DeferSms', conversationId, messageId, until, reason: hold.reason, cause: 'quiet-hours', timezone: hold.timezone }, `quiet-${until}`);
      return;
    }
  }

  // Only Twilio sends anything: its number's rate is held; the sandbox and a refusing provider are not paced.
  const rate: SmsRate | undefined =
    current.provider.kind === 'twilio' && current.credentials.provider === 'twilio'
      ? { fromNumber: current.credentials.fromPhone, perSecond: runtime.config.TWILIO_MESSAGES_PER_SECOND }
      : undefined;
  let slot = now;
  if (rate) {
    slot = nearSlot === undefined ? await takeRateSlot(runtime.pg, rate, now) : new Date(Math.max(nearSlot, now.getTime()));
    if (slot.getTime() - now.getTime() > MAX_INLINE_WAIT_MS) {
      const until = slot.toISOString();
      const reason = `Paced to ${rate.perSecond} text${rate.perSecond === 1 ? '' : 's'} a second from ${rate.fromNumber}`;
      await record({ type: 'DeferSms', conversationId, messageId, until, reason, cause: 'rate', timezone: null }, `rate-${until}`);
      return;
    }
  }

  // Claimed only when it is about to go: a sender stopping while it waits for its slot leaves it to
  // be sent by the next, not unknown.
  const untilSlot = slot.getTime() - runtime.clock.now().getTime();
  if (untilSlot > 0) await sleep(untilSlot);
  if ((await claim('claim', data.kind === 'campaign')) !== 'claimed') return;
  if (rate) {
    const earliest = new Date(Math.max(slot.getTime(), runtime.clock.now().getTime()));
    const moment = await takeSendMoment(runtime.pg, rate, earliest);
    const wait = moment.getTime() - runtime.clock.now().getTime();
    if (wait > 0) await sleep(wait);
  }
  // The exact limit at Twilio: let go only while the number's window there has room.
  const pass = rate ? await passSendWindow(runtime.pg, rate) : undefined;

  const attempt = `${messageId}/attempt-${message.attempts + 1}`;
  const answerContext = (name: string) => outcomeContext(base, `${attempt}/${name}`);
  const kind = current.provider.kind;
  let answer: SmsSendAnswer;
  try {
    answer = await current.provider.send({
      to: data.to,
      body: data.body,
      statusCallback: kind === 'twilio' ? statusCallbackUrl(runtime.config) : undefined,
    });
  } finally {
    await pass?.answered().catch((err: unknown) => runtime.logger.error({ err, conversationId, messageId }, 'the answer of a text could not be noted in its number’s send window'));
  }
  if (!answer.accepted && answer.unknown) {
    const reason = providerSilentReason(answer.error);
    await conversationHandler.run(store, conversationId, { type: 'RecordSmsOutcomeUnknown', conversationId, messageId, reason }, answerContext('unknown'));
    return;
  }
  if (!answer.accepted && answer.busy) {
    const until = new Date(runtime.clock.now().getTime() + busyRetryDelayMs(message.attempts + 1)).toISOString();
    const reason = `Twilio is taking no more requests for now (${answer.error}): tried again at ${until}`;
    await conversationHandler.run(store, conversationId, { type: 'RecordSmsProviderBusy', conversationId, messageId, until, reason }, answerContext(`busy-${until}`));
    return;
  }
  await conversationHandler.run(
    store,
    conversationId,
    {
      type: 'RecordSendResult',
      conversationId,
      messageId,
      providerSid: answer.accepted ? answer.sid : null,
      status: answer.accepted ? answer.status : null,
      from: answer.accepted ? answer.from : null,
      error: answer.accepted ? null : answer.error,
    },
    answerContext('answer'),
  );
  // The sandbox sends nothing and hears no status: its texts are recorded delivered at once.
  if (answer.accepted && kind === 'sandbox') {
    await conversationHandler.run(
      store,
      conversationId,
      { type: 'RecordSmsStatus', conversationId, providerSid: answer.sid, status: 'delivered', errorCode: null },
      answerContext('delivered'),
    );
  }
  runtime.logger.info({ conversationId, messageId, provider: kind, accepted: answer.accepted }, 'text handed to the provider');
}

/** Whether the dispatch handler that sent texts before the engine claimed this request (`dispatcher.handled`). */
async function claimedByLegacyHandler(runtime: Runtime, requestEventId: string): Promise<boolean> {
  const { rowCount } = await runtime.pg.query(`select 1 from dispatcher.handled where handler = $1 and event_id = $2`, [LEGACY_HANDLER, requestEventId]);
  return rowCount === 1;
}
