import type { EmailSettingsView, PutEmailSettingsBody } from '@outreach/contracts';
import {
  API_KEY_PROVIDERS,
  EMAIL_SETTINGS_API_KEY_SECRET,
  EMAIL_SETTINGS_DEFAULTS,
  EMAIL_SETTINGS_SMTP_PASSWORD_SECRET,
  emailSettingsHandler,
  type CommandContext,
  type EmailServiceProvider,
  type EmailServiceSettings,
  type EmailSettingsState,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { deleteSecret, getSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { checkMailService } from '../shared/checkMailService.ts';

const usesApiKey = (provider: EmailServiceProvider) => API_KEY_PROVIDERS.includes(provider);

/** The settings as GET /api/settings/email shows them: the spec's defaults until saved, never a secret. */
export function emailSettingsView(state: EmailSettingsState): EmailSettingsView {
  const s = state.settings;
  return {
    configured: state.configured,
    provider: s?.provider ?? EMAIL_SETTINGS_DEFAULTS.provider,
    fromEmail: s?.fromEmail ?? null,
    fromName: s?.fromName ?? null,
    smtpHost: s?.smtpHost ?? null,
    smtpPort: s?.smtpPort ?? null,
    smtpUsername: s?.smtpUsername ?? null,
    smtpSecurity: s?.smtpSecurity ?? null,
    // Saved settings always hold the secret their service signs in with (the decision requires it).
    apiKeySet: !!s && usesApiKey(s.provider),
    smtpPasswordSet: s?.provider === 'smtp',
    warmupEnabled: s?.warmupEnabled ?? EMAIL_SETTINGS_DEFAULTS.warmupEnabled,
    dailyLimit: s?.dailyLimit ?? EMAIL_SETTINGS_DEFAULTS.dailyLimit,
    currentDailyLimit: state.currentDailyLimit,
    warmupDay: state.warmupDay,
  };
}

/** A secret given now, whether it differs from the stored one, and whether the service may use the stored one. */
async function secretInput(runtime: Runtime, name: string, given: string | undefined, storedUsable: boolean) {
  const value = given?.trim() ? given : undefined;
  const stored = await getSecret(runtime.pg, runtime.keys.secretsKey, name);
  return { value, changed: !!value && stored !== value, known: !!value || (storedUsable && stored !== undefined) };
}

/**
 * Save the e-mail service: a PUT of the whole configuration, its API key or SMTP password kept when
 * none is given (a stored API key only for the same service: another service needs its own). The
 * change is recorded first and a new secret stored after it, so a failure in between is retried as
 * a change again and never goes unrecorded.
 */
export async function saveEmailSettings(runtime: Runtime, body: PutEmailSettingsBody, context: CommandContext) {
  const current = (await emailSettingsHandler.load(runtime.eventStore, '')).settings;
  const { provider } = body;
  const settings: EmailServiceSettings = {
    provider,
    fromEmail: body.fromEmail ?? null,
    fromName: body.fromName ?? null,
    smtpHost: body.smtpHost ?? null,
    smtpPort: body.smtpPort ?? null,
    smtpUsername: body.smtpUsername ?? null,
    smtpSecurity: body.smtpSecurity ?? null,
    warmupEnabled: body.warmupEnabled ?? current?.warmupEnabled ?? EMAIL_SETTINGS_DEFAULTS.warmupEnabled,
    dailyLimit: body.dailyLimit ?? current?.dailyLimit ?? EMAIL_SETTINGS_DEFAULTS.dailyLimit,
  };
  const apiKey = usesApiKey(provider)
    ? await secretInput(runtime, EMAIL_SETTINGS_API_KEY_SECRET, body.apiKey, current?.provider === provider)
    : { value: undefined, changed: false, known: false };
  const password = provider === 'smtp'
    ? await secretInput(runtime, EMAIL_SETTINGS_SMTP_PASSWORD_SECRET, body.smtpPassword, true)
    : { value: undefined, changed: false, known: false };
  const result = await emailSettingsHandler.run(
    runtime.eventStore,
    '',
    {
      type: 'ChangeEmailSettings',
      settings,
      apiKeyKnown: apiKey.known,
      smtpPasswordKnown: password.known,
      apiKeyChanged: apiKey.changed,
      smtpPasswordChanged: password.changed,
    },
    context,
  );
  if (apiKey.value && apiKey.changed) await putSecret(runtime.pg, runtime.keys.secretsKey, EMAIL_SETTINGS_API_KEY_SECRET, apiKey.value);
  if (password.value && password.changed) await putSecret(runtime.pg, runtime.keys.secretsKey, EMAIL_SETTINGS_SMTP_PASSWORD_SECRET, password.value);
  return { position: result.position, settings: emailSettingsView(result.state) };
}

/** Back to no e-mail service: the settings are removed and the API key and password deleted. */
export async function removeEmailSettings(runtime: Runtime, context: CommandContext) {
  const result = await emailSettingsHandler.run(runtime.eventStore, '', { type: 'RemoveEmailSettings' }, context);
  await deleteSecret(runtime.pg, EMAIL_SETTINGS_API_KEY_SECRET);
  await deleteSecret(runtime.pg, EMAIL_SETTINGS_SMTP_PASSWORD_SECRET);
  return { position: result.position, settings: emailSettingsView(result.state) };
}

export const EMAIL_SERVICE_NOT_SET_UP = 'No e-mail service is set up: save the settings first';

const SERVICE_NAMES: Record<EmailServiceProvider, string> = {
  sendgrid: 'SendGrid',
  mailgun: 'Mailgun',
  ses: 'Amazon SES',
  outlook: 'Outlook',
  gmail: 'Gmail',
  smtp: 'SMTP',
};

/**
 * Try the saved service as a send would: SMTP signs in, SendGrid is asked what the key may do.
 * Mailgun and SES cannot be tried from here; Outlook and Gmail send through the Microsoft 365 and
 * Google Workspace connections, which their own cards test. Nothing is recorded.
 */
export async function testEmailConnection(runtime: Runtime): Promise<{ connected: boolean; message: string }> {
  const state = await emailSettingsHandler.load(runtime.eventStore, '');
  const s = state.settings;
  if (!state.configured || !s) return { connected: false, message: EMAIL_SERVICE_NOT_SET_UP };
  switch (s.provider) {
    case 'smtp': {
      const password = await getSecret(runtime.pg, runtime.keys.secretsKey, EMAIL_SETTINGS_SMTP_PASSWORD_SECRET);
      if (!password) return { connected: false, message: 'No SMTP password is stored: enter it and save' };
      const check = await checkMailService(runtime, { provider: 'smtp', host: s.smtpHost!, port: s.smtpPort!, security: s.smtpSecurity ?? 'starttls', username: s.smtpUsername!, password });
      return { connected: check.success, message: check.message };
    }
    case 'sendgrid': {
      const apiKey = await getSecret(runtime.pg, runtime.keys.secretsKey, EMAIL_SETTINGS_API_KEY_SECRET);
      if (!apiKey) return { connected: false, message: 'No SendGrid API key is stored: enter it and save' };
      const check = await checkMailService(runtime, { provider: 'sendgrid', apiKey });
      return { connected: check.success, message: check.message };
    }
    case 'mailgun':
    case 'ses':
      return { connected: false, message: `${SERVICE_NAMES[s.provider]} connections cannot be tested on this server (only SMTP and SendGrid can)` };
    case 'outlook':
      return { connected: false, message: 'Outlook sends through the Microsoft 365 connection: connect and check it on the Microsoft 365 card' };
    case 'gmail':
      return { connected: false, message: 'Gmail sends through the Google Workspace connection: connect and check it on the Google Workspace card' };
  }
}
