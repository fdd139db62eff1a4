import { randomBytes } from 'node:crypto';
import type { DomainEvent, RecordedEvent } from '@outreach/domain';
import { getOrCreateSecret, getSecret, type Queryable } from './secretStore.ts';

/**
 * The SMS provider settings: which Twilio account sends, from which number, and the text sent
 * back to HELP. Kept as events on one stream (the auth token only as "it changed"); the token
 * itself lives encrypted in `public.secrets`. command-api changes them; its webhooks, the
 * dispatcher and `pnpm sms:inbound` read them from here.
 */
export const SMS_SETTINGS_STREAM = 'settings-sms';
/** The Twilio auth token (secret store name). */
export const TWILIO_AUTH_TOKEN_SECRET = 'twilio.authToken';
/** Signs webhooks while no Twilio account is set up (the sandbox), generated once. */
export const SMS_SANDBOX_SIGNING_SECRET = 'sms.sandboxSigningSecret';

export const DEFAULT_SMS_HELP_TEXT = 'Thanks for your message. Reply STOP to stop receiving texts from us, or START to receive them again. Msg & data rates may apply.';

export type SmsSettingsEvent =
  | DomainEvent<'SmsSettingsChanged', { accountSid: string; fromPhone: string; helpText: string | null; authTokenChanged: boolean }>
  | DomainEvent<'SmsSettingsRemoved', Record<string, never>>;

export interface SmsSettingsState {
  /** A Twilio account is set up; otherwise texts go to the sandbox. */
  configured: boolean;
  accountSid: string | null;
  fromPhone: string | null;
  /** Null: the default help text. */
  helpText: string | null;
}

export const initialSmsSettings: SmsSettingsState = { configured: false, accountSid: null, fromPhone: null, helpText: null };

export function evolveSmsSettings(state: SmsSettingsState, event: SmsSettingsEvent): SmsSettingsState {
  switch (event.type) {
    case 'SmsSettingsChanged':
      return { configured: true, accountSid: event.data.accountSid, fromPhone: event.data.fromPhone, helpText: event.data.helpText };
    case 'SmsSettingsRemoved':
      // The help text is not a Twilio setting: it stays for the sandbox.
      return { ...initialSmsSettings, helpText: state.helpText };
    default:
      return state;
  }
}

export interface SmsSettingsSources {
  eventStore: { readStream(streamId: string): AsyncIterable<RecordedEvent> };
  pg: Queryable;
  keys: { secretsKey: Buffer };
}

/** The current settings, folded from the settings stream. */
export async function loadSmsSettings(eventStore: SmsSettingsSources['eventStore']): Promise<SmsSettingsState> {
  let state = initialSmsSettings;
  for await (const e of eventStore.readStream(SMS_SETTINGS_STREAM)) {
    state = evolveSmsSettings(state, { type: e.type, data: e.data } as SmsSettingsEvent);
  }
  return state;
}

export type SmsCredentials =
  | { provider: 'twilio'; accountSid: string; authToken: string; fromPhone: string; helpText: string }
  | { provider: 'sandbox'; helpText: string; /** Why Twilio is not used although settings exist (token missing). */ problem?: string };

/** What sends texts now: the Twilio account with its decrypted token, or the sandbox. */
export async function loadSmsCredentials(sources: SmsSettingsSources): Promise<SmsCredentials> {
  const settings = await loadSmsSettings(sources.eventStore);
  const helpText = settings.helpText ?? DEFAULT_SMS_HELP_TEXT;
  if (!settings.configured || !settings.accountSid || !settings.fromPhone) return { provider: 'sandbox', helpText };
  const authToken = await getSecret(sources.pg, sources.keys.secretsKey, TWILIO_AUTH_TOKEN_SECRET);
  if (!authToken) return { provider: 'sandbox', helpText, problem: 'The Twilio auth token is missing: save the SMS settings again' };
  return { provider: 'twilio', accountSid: settings.accountSid, authToken, fromPhone: settings.fromPhone, helpText };
}

/** The sandbox's webhook signing secret, generated and stored the first time it is needed. */
export function sandboxSigningSecret(sources: Pick<SmsSettingsSources, 'pg' | 'keys'>): Promise<string> {
  return getOrCreateSecret(sources.pg, sources.keys.secretsKey, SMS_SANDBOX_SIGNING_SECRET, () => randomBytes(24).toString('hex'));
}

/**
 * The key webhooks are signed with (Twilio's `X-Twilio-Signature`): the Twilio auth token when an
 * account is set up, else the sandbox signing secret. Undefined when settings exist but the
 * token is missing: nothing can be verified then.
 */
export async function webhookSigningKey(sources: SmsSettingsSources): Promise<string | undefined> {
  const credentials = await loadSmsCredentials(sources);
  if (credentials.provider === 'twilio') return credentials.authToken;
  if (credentials.problem) return undefined;
  return sandboxSigningSecret(sources);
}
