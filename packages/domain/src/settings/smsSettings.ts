import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import type { DomainEvent } from '../kit/events.ts';

/**
 * The SMS provider settings: which Twilio account sends, from which number, and the text sent
 * back to HELP. Kept as events on one stream; the auth token is never in an event, only that it
 * changed (the token itself lives encrypted in the secret store).
 */
export const SMS_SETTINGS_STREAM = 'settings-sms';

export const DEFAULT_SMS_HELP_TEXT = 'Thanks for your message. Reply STOP to stop receiving texts from us, or START to receive them again. Msg & data rates may apply.';

export type SmsSettingsEvent =
  | DomainEvent<'SmsSettingsChanged', { accountSid: string; fromPhone: string; helpText: string | null; authTokenChanged: boolean }>
  | DomainEvent<'SmsSettingsRemoved', Record<string, never>>;

export type SmsSettingsCommand =
  | {
      type: 'ChangeSmsSettings';
      accountSid: string;
      fromPhone: string;
      /** undefined: keep the current one; null: back to the default. */
      helpText: string | null | undefined;
      authTokenChanged: boolean;
    }
  | { type: 'RemoveSmsSettings' };

export interface SmsSettingsState {
  /** A Twilio account is set up; otherwise texts go to the sandbox. */
  configured: boolean;
  accountSid: string | null;
  fromPhone: string | null;
  /** Null: the default help text. */
  helpText: string | null;
}

export const initialSmsSettings: SmsSettingsState = { configured: false, accountSid: null, fromPhone: null, helpText: null };

export const smsSettings: Decider<SmsSettingsCommand, SmsSettingsEvent, SmsSettingsState> = {
  initialState: initialSmsSettings,
  evolve(state, event) {
    switch (event.type) {
      case 'SmsSettingsChanged':
        return { configured: true, accountSid: event.data.accountSid, fromPhone: event.data.fromPhone, helpText: event.data.helpText };
      case 'SmsSettingsRemoved':
        // The help text is not a Twilio setting: it stays for the sandbox.
        return { ...initialSmsSettings, helpText: state.helpText };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChangeSmsSettings': {
        const helpText = command.helpText === undefined ? state.helpText : command.helpText;
        const same = state.configured && state.accountSid === command.accountSid && state.fromPhone === command.fromPhone && state.helpText === helpText;
        if (same && !command.authTokenChanged) return [];
        return [{ type: 'SmsSettingsChanged', data: { accountSid: command.accountSid, fromPhone: command.fromPhone, helpText, authTokenChanged: command.authTokenChanged } }];
      }
      case 'RemoveSmsSettings':
        return state.configured ? [{ type: 'SmsSettingsRemoved', data: {} }] : [];
      default:
        return assertNever(command);
    }
  },
};

/** The one settings stream: the id is ignored. */
export const smsSettingsHandler = commandHandler(smsSettings, () => SMS_SETTINGS_STREAM);
