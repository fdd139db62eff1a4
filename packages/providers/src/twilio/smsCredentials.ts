/**
 * What sends texts now and what signs webhooks: the SMS settings (events, see the domain's
 * `smsSettings`) with the Twilio auth token from the encrypted secret store. command-api's
 * webhooks, the dispatcher and `pnpm sms:inbound` read them from here.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_SMS_HELP_TEXT, smsSettingsHandler, type ReadableStore, type SmsSettingsState } from '@outreach/domain';
import { getOrCreateSecret, getSecret, type Queryable } from '@outreach/server-kit/secrets/secretStore.ts';

/** The Twilio auth token (secret store name). */
export const TWILIO_AUTH_TOKEN_SECRET = 'twilio.authToken';
/** Signs webhooks while no Twilio account is set up (the sandbox), generated once. */
export const SMS_SANDBOX_SIGNING_SECRET = 'sms.sandboxSigningSecret';

export interface SmsSettingsSources {
  eventStore: ReadableStore;
  pg: Queryable;
  keys: { secretsKey: Buffer };
}

/** The current settings, folded from the settings stream. */
export function loadSmsSettings(eventStore: ReadableStore): Promise<SmsSettingsState> {
  return smsSettingsHandler.load(eventStore, '');
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
