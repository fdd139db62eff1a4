import {
  BLOCKED_MESSAGE,
  OPTED_OUT_MESSAGE,
  conversationHandler,
  type RecordedEvent,
  type SmsCommand,
  type SmsEvent,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type { DispatchHandler } from '../dispatchHandler.ts';
import { dispatchContext } from '../dispatchContext.ts';
import { currentSmsProvider, statusCallbackUrl, type CurrentSmsProvider } from '../sms/currentSmsProvider.ts';
import type { SmsSendAnswer } from '../sms/smsProvider.ts';

type SendRequested = Extract<SmsEvent, { type: 'SmsSendRequested' }>['data'];

/** A request older than this is not sent any more (the dispatcher was down, or is catching up on old history). */
export const SEND_REQUEST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const STALE_REQUEST_MESSAGE = 'Not sent: the text waited more than 24 hours to go out. Please send it again.';

export interface SendSmsOptions {
  /** The provider of the moment; tests wrap it. */
  provider?: (runtime: Runtime) => Promise<CurrentSmsProvider>;
}

function record(runtime: Runtime, cause: RecordedEvent, command: SmsCommand) {
  return conversationHandler.run(runtime.eventStore, command.conversationId, command, dispatchContext(runtime, cause));
}

/**
 * SmsSendRequested → the text goes out through the provider of the moment and the answer is
 * recorded on the conversation (SmsSent with Twilio's sid and first status, or SmsSendFailed with
 * the provider's reason). The sandbox's texts are recorded delivered right after. A number that
 * opted out or was blocked after the request is not texted, nor is a request older than a day. The dispatcher claimed this event
 * before calling: a crash from here on leaves the message 'requested', never sends it twice.
 */
export function createSendSmsHandler(options: SendSmsOptions = {}): DispatchHandler {
  const providerFor = options.provider ?? currentSmsProvider;
  return {
    name: 'sendSms',
    handles: ['SmsSendRequested'],
    async handle(event, runtime) {
      const data = event.data as SendRequested;
      const log = runtime.logger.child({ handler: 'sendSms', conversationId: data.conversationId, messageId: data.messageId });
      const state = await conversationHandler.load(runtime.eventStore, data.conversationId);
      if (state.messages.get(data.messageId)?.status !== 'requested') return;

      let answer: SmsSendAnswer;
      let kind: CurrentSmsProvider['provider']['kind'] | undefined;
      const age = runtime.clock.now().getTime() - Date.parse(event.metadata.occurredAt);
      if (age > SEND_REQUEST_MAX_AGE_MS) answer = { accepted: false, error: STALE_REQUEST_MESSAGE };
      else if (state.optedOut) answer = { accepted: false, error: OPTED_OUT_MESSAGE };
      else if (state.status === 'blocked') answer = { accepted: false, error: BLOCKED_MESSAGE };
      else {
        let current: CurrentSmsProvider | undefined;
        try {
          current = await providerFor(runtime);
        } catch (err) {
          log.error({ err }, 'the SMS provider could not be set up');
        }
        kind = current?.provider.kind;
        answer = current
          ? await current.provider.send({ to: data.to, body: data.body, statusCallback: kind === 'twilio' ? statusCallbackUrl(runtime.config) : undefined })
          : { accepted: false, error: 'The SMS settings could not be read; please try again' };
      }

      await record(runtime, event, {
        type: 'RecordSendResult',
        conversationId: data.conversationId,
        messageId: data.messageId,
        providerSid: answer.accepted ? answer.sid : null,
        status: answer.accepted ? answer.status : null,
        from: answer.accepted ? answer.from : null,
        error: answer.accepted ? null : answer.error,
      });
      if (answer.accepted && kind === 'sandbox') {
        await record(runtime, event, { type: 'RecordSmsStatus', conversationId: data.conversationId, providerSid: answer.sid, status: 'delivered', errorCode: null });
      }
      log.info({ provider: kind, accepted: answer.accepted }, 'text handed to the provider');
    },
  };
}

export const sendSms = createSendSmsHandler();
