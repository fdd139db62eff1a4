import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import type { DomainEvent } from '../kit/events.ts';
import { checkedDailyLimit } from '../mailboxes/emailAccount.ts';
import { invalidField, missingFields } from '../mailboxes/fieldProblems.ts';
import { checkedSmtpServer, fromAddress, singleLine } from '../mailboxes/mailServerFields.ts';

/**
 * The legacy e-mail service configuration of Settings → Legacy Settings (spec part 2 §3,
 * `email_settings`, one row): which service sends, from which address, and the warm-up of that
 * sending. Kept as events on one stream; the API key and the SMTP password are never in an event,
 * only that they changed (they live encrypted in the secret store).
 */
export const EMAIL_SETTINGS_STREAM = 'settings-email';

/** The spec's choices. Outlook and Gmail send through the Microsoft 365 and Google Workspace connections. */
export const EMAIL_SERVICE_PROVIDERS = ['sendgrid', 'mailgun', 'ses', 'outlook', 'gmail', 'smtp'] as const;
export type EmailServiceProvider = (typeof EMAIL_SERVICE_PROVIDERS)[number];

/** Services that sign in with an API key (the rest use an SMTP password or a connected account). */
export const API_KEY_PROVIDERS: readonly EmailServiceProvider[] = ['sendgrid', 'mailgun', 'ses'];

export type EmailServiceSecurity = 'starttls' | 'tls' | 'none';

/** The spec's `email_settings` defaults: SendGrid, warm-up on, 2,500 a day once warmed up, 50 on day 1. */
export const EMAIL_SETTINGS_DEFAULTS = { provider: 'sendgrid', warmupEnabled: true, dailyLimit: 2500, currentDailyLimit: 50, warmupDay: 1 } as const;

/** The spec's text for required fields left blank (the blank ones are named after it). */
export const EMAIL_SETTINGS_MISSING = 'Please fill in all required fields';

/** What a user sets (the API key and SMTP password live in the secret store). */
export interface EmailServiceSettings {
  provider: EmailServiceProvider;
  fromEmail: string | null;
  fromName: string | null;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpUsername: string | null;
  smtpSecurity: EmailServiceSecurity | null;
  warmupEnabled: boolean;
  dailyLimit: number;
}

export type EmailSettingsEvent =
  | DomainEvent<'EmailSettingsChanged', EmailServiceSettings & { apiKeyChanged: boolean; smtpPasswordChanged: boolean }>
  | DomainEvent<'EmailSettingsRemoved', Record<string, never>>;

export type EmailSettingsCommand =
  | {
      type: 'ChangeEmailSettings';
      settings: EmailServiceSettings;
      /** An API key is stored or given now; an SMTP password likewise. */
      apiKeyKnown: boolean;
      smtpPasswordKnown: boolean;
      apiKeyChanged: boolean;
      smtpPasswordChanged: boolean;
    }
  | { type: 'RemoveEmailSettings' };

export interface EmailSettingsState {
  /** An e-mail service was saved; otherwise the spec's defaults are shown. */
  configured: boolean;
  settings: EmailServiceSettings | null;
  currentDailyLimit: number;
  warmupDay: number;
}

export const initialEmailSettings: EmailSettingsState = {
  configured: false,
  settings: null,
  currentDailyLimit: EMAIL_SETTINGS_DEFAULTS.currentDailyLimit,
  warmupDay: EMAIL_SETTINGS_DEFAULTS.warmupDay,
};

const text = (value: string | null) => value?.trim() || null;

/**
 * Check and tidy what a user set: a from address for every service but the connected Outlook and
 * Gmail accounts, the secret the service signs in with, and for SMTP its server (a host name or IP
 * address); one-line fields without line breaks; fields the provider does not use are dropped.
 * Every refusal names its field in errors[].
 */
export function checkedEmailSettings(settings: EmailServiceSettings, secrets: { apiKeyKnown: boolean; smtpPasswordKnown: boolean }): EmailServiceSettings {
  const { provider } = settings;
  if (!EMAIL_SERVICE_PROVIDERS.includes(provider)) throw invalidField('provider', `provider must be one of ${EMAIL_SERVICE_PROVIDERS.join(', ')}`);
  const fromEmail = fromAddress('fromEmail', 'from e-mail', settings.fromEmail);
  const fromName = singleLine('fromName', text(settings.fromName));
  const connected = provider === 'outlook' || provider === 'gmail';
  if (!fromEmail && !connected) throw missingFields(EMAIL_SETTINGS_MISSING, [{ path: 'fromEmail', label: 'from e-mail' }]);
  checkedDailyLimit(settings.dailyLimit);
  const base = { ...settings, fromEmail, fromName, smtpHost: null, smtpPort: null, smtpUsername: null, smtpSecurity: null };
  if (API_KEY_PROVIDERS.includes(provider) && !secrets.apiKeyKnown) throw invalidField('apiKey', 'The API key is required');
  if (provider !== 'smtp') return base;
  return { ...base, ...checkedSmtpServer(settings, EMAIL_SETTINGS_MISSING, secrets.smtpPasswordKnown) };
}

const same = (a: EmailServiceSettings, b: EmailServiceSettings) => (Object.keys(a) as (keyof EmailServiceSettings)[]).every((k) => a[k] === b[k]);

export const emailSettings: Decider<EmailSettingsCommand, EmailSettingsEvent, EmailSettingsState> = {
  initialState: initialEmailSettings,
  evolve(state, event) {
    switch (event.type) {
      case 'EmailSettingsChanged': {
        const { apiKeyChanged: _key, smtpPasswordChanged: _password, ...settings } = event.data;
        return { ...state, configured: true, settings };
      }
      case 'EmailSettingsRemoved':
        return initialEmailSettings;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChangeEmailSettings': {
        const settings = checkedEmailSettings(command.settings, command);
        const { apiKeyChanged, smtpPasswordChanged } = command;
        if (state.settings && same(settings, state.settings) && !apiKeyChanged && !smtpPasswordChanged) return [];
        return [{ type: 'EmailSettingsChanged', data: { ...settings, apiKeyChanged, smtpPasswordChanged } }];
      }
      case 'RemoveEmailSettings':
        return state.configured ? [{ type: 'EmailSettingsRemoved', data: {} }] : [];
      default:
        return assertNever(command);
    }
  },
};

/** The API key (SendGrid, Mailgun, SES) and the SMTP password in the encrypted secret store: never in an event or an answer. */
export const EMAIL_SETTINGS_API_KEY_SECRET = 'email-settings:api-key';
export const EMAIL_SETTINGS_SMTP_PASSWORD_SECRET = 'email-settings:smtp-password';

/** The one settings stream: the id is ignored. */
export const emailSettingsHandler = commandHandler(emailSettings, () => EMAIL_SETTINGS_STREAM);
