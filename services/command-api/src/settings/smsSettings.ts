import { DEFAULT_SMS_HELP_TEXT, invalid, normalizePhone, smsSettingsHandler, type CommandContext, type SmsSettingsState } from '@outreach/domain';
import { TWILIO_AUTH_TOKEN_SECRET, createTwilioClient, loadSmsCredentials, twilioErrorMessage } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import { deleteSecret, getSecret, hasSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';

export interface SmsSettingsInput {
  accountSid: string;
  authToken?: string | undefined;
  fromPhone: string;
  helpText?: string | undefined;
}

export const FROM_PHONE_INVALID = 'Please enter the from phone number with its country code, e.g. +15125550142';
export const AUTH_TOKEN_REQUIRED = 'Auth token is required';

/**
 * Save the Twilio account: the from number in E.164, the auth token encrypted (kept when none is
 * given, required the first time). The change is recorded first, the token stored after it, so
 * a failure in between is retried as a change again and never goes unrecorded.
 */
export async function saveSmsSettings(runtime: Runtime, input: SmsSettingsInput, context: CommandContext) {
  const fromPhone = normalizePhone(input.fromPhone);
  if (!fromPhone) throw invalid(FROM_PHONE_INVALID);
  const token = input.authToken?.trim() || undefined;
  let authTokenChanged = false;
  if (token) authTokenChanged = (await getSecret(runtime.pg, runtime.keys.secretsKey, TWILIO_AUTH_TOKEN_SECRET)) !== token;
  else if (!(await hasSecret(runtime.pg, TWILIO_AUTH_TOKEN_SECRET))) throw invalid(AUTH_TOKEN_REQUIRED);
  const helpText = input.helpText === undefined ? undefined : input.helpText.trim() || null;
  const result = await smsSettingsHandler.run(
    runtime.eventStore,
    '',
    { type: 'ChangeSmsSettings', accountSid: input.accountSid, fromPhone, helpText, authTokenChanged },
    context,
  );
  if (token && authTokenChanged) await putSecret(runtime.pg, runtime.keys.secretsKey, TWILIO_AUTH_TOKEN_SECRET, token);
  return { position: result.position, settings: smsSettingsView(result.state, true) };
}

/** Back to the sandbox: the settings are removed and the token deleted. */
export async function removeSmsSettings(runtime: Runtime, context: CommandContext) {
  const result = await smsSettingsHandler.run(runtime.eventStore, '', { type: 'RemoveSmsSettings' }, context);
  await deleteSecret(runtime.pg, TWILIO_AUTH_TOKEN_SECRET);
  return { position: result.position, settings: smsSettingsView(result.state, false) };
}

/** The settings as GET /api/settings/sms shows them (never the token). */
export function smsSettingsView(state: SmsSettingsState, authTokenSet: boolean) {
  return {
    provider: state.configured ? ('twilio' as const) : ('sandbox' as const),
    accountSid: state.accountSid,
    fromPhone: state.fromPhone,
    authTokenSet: state.configured && authTokenSet,
    helpText: state.helpText ?? DEFAULT_SMS_HELP_TEXT,
  };
}

export const SANDBOX_NOT_CONNECTED = 'No Twilio account is set up: texts are recorded by the sandbox and not sent';

/**
 * Ask Twilio for the stored account with the stored token: connected when it answers and the
 * account is active; otherwise Twilio's reason (wrong credentials, unreachable).
 */
export async function testSmsConnection(runtime: Runtime): Promise<{ connected: boolean; message: string }> {
  const credentials = await loadSmsCredentials(runtime);
  if (credentials.provider === 'sandbox') return { connected: false, message: credentials.problem ?? SANDBOX_NOT_CONNECTED };
  try {
    const client = createTwilioClient(credentials.accountSid, credentials.authToken, { apiUrl: runtime.config.TWILIO_API_URL, timeoutMs: 10_000 });
    const account = await client.api.v2010.accounts(credentials.accountSid).fetch();
    if (account.status && account.status !== 'active') return { connected: false, message: `The Twilio account is ${account.status}` };
    return { connected: true, message: `Connected to Twilio account ${account.friendlyName || credentials.accountSid}` };
  } catch (error) {
    return { connected: false, message: twilioErrorMessage(error) };
  }
}
