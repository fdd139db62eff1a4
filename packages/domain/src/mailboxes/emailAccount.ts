import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { illegalState, notFound } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import { reservationKey } from '../reservations/reservation.ts';
import type { OAuthProvider } from '../settings/oauthState.ts';
import { blankFields, invalidField, missingFields } from './fieldProblems.ts';
import { checkedSmtpServer, fromAddress, serverHost, serverPort, singleLine } from './mailServerFields.ts';
import { WARMUP_DAYS, warmupDayAt, warmupLimit } from './warmupRamp.ts';

/** Where an account sends through. Microsoft and Google accounts are added by signing in with the provider. */
export const EMAIL_PROVIDERS = ['smtp', 'sendgrid', 'microsoft', 'google'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];

/** How the SMTP connection is secured: STARTTLS after connecting (587), TLS from the start (465), or none (a local relay). */
export const SMTP_SECURITY = ['starttls', 'tls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** The spec's account defaults: 2,500 a day once warmed up, 50 on warm-up day 1. */
export const EMAIL_ACCOUNT_DEFAULTS = { dailyLimit: 2500, currentDailyLimit: 50, warmupDay: 1, warmupEnabled: true } as const;
/** The spec's text for an account form with required fields left blank (the blank ones are named after it). */
export const MISSING_ACCOUNT_FIELDS = 'Please fill in all required fields';

/** What a user sets on an account (its secret — password or API key — lives in the secret store). */
export interface EmailAccountSettings {
  name: string;
  provider: EmailProvider;
  fromName: string;
  fromEmail: string;
  isActive: boolean;
  signature: string | null;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpUsername: string | null;
  smtpSecurity: SmtpSecurity | null;
  /**
   * Where replies are read (an SMTP account's IMAP server, signing in with the SMTP username and
   * password); none: its replies are not read. Port 993 is TLS from the start, others STARTTLS when offered.
   */
  imapHost?: string | null;
  imapPort?: number | null;
  warmupEnabled: boolean;
  dailyLimit: number;
}

export type EmailAccountAdded = DomainEvent<'EmailAccountAdded', { accountId: string; createdAt: string; currentDailyLimit: number; warmupDay: number } & EmailAccountSettings>;
export type EmailAccountUpdated = DomainEvent<'EmailAccountUpdated', { accountId: string; updatedAt: string; secretChanged: boolean } & EmailAccountSettings>;
export type EmailAccountDeleted = DomainEvent<'EmailAccountDeleted', { accountId: string; name: string; fromEmail: string }>;
export type EmailAccountTested = DomainEvent<'EmailAccountTested', { accountId: string; success: boolean; message: string; testedAt: string }>;
/** A new warm-up day began (in the team's zone): the day, and the limit it allows. */
export type EmailAccountWarmupAdvanced = DomainEvent<'EmailAccountWarmupAdvanced', { accountId: string; warmupDay: number; currentDailyLimit: number; advancedAt: string }>;
export type EmailAccountEvent = EmailAccountAdded | EmailAccountUpdated | EmailAccountDeleted | EmailAccountTested | EmailAccountWarmupAdvanced;

export type EmailAccountCommand =
  | { type: 'AddEmailAccount'; accountId: string; settings: EmailAccountSettings; secretGiven: boolean }
  | { type: 'UpdateEmailAccount'; accountId: string; settings: EmailAccountSettings; secretChanged: boolean }
  | { type: 'DeleteEmailAccount'; accountId: string }
  | { type: 'RecordEmailAccountTest'; accountId: string; success: boolean; message: string }
  /** Move the warm-up to the day it has reached by now in the team's `zone` (nothing when it is there already, off or done). */
  | { type: 'AdvanceEmailAccountWarmup'; accountId: string; zone: string };

export interface EmailAccountState {
  status: 'none' | 'active' | 'deleted';
  settings: EmailAccountSettings | null;
  currentDailyLimit: number;
  warmupDay: number;
  /** When the warm-up under way began (the account added with it on, or it turned on again); null while it is off. */
  warmupStartedAt: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  lastTest: { success: boolean; message: string; testedAt: string } | null;
}

/** The daily limit once warmed up: a whole number from 1 to 100,000, or a 400 naming the field. */
export function checkedDailyLimit(dailyLimit: number): number {
  if (!Number.isInteger(dailyLimit) || dailyLimit < 1 || dailyLimit > 100_000) throw invalidField('dailyLimit', 'The daily limit must be a whole number from 1 to 100000');
  return dailyLimit;
}

/**
 * Check and tidy what a user set: required fields (the blank ones named), one-line names, a valid
 * from address, the provider's connection fields (a real host name or IP address). Every refusal
 * names its field in errors[].
 */
export function checkedSettings(settings: EmailAccountSettings, secretKnown: boolean): EmailAccountSettings {
  const name = settings.name.trim();
  const fromName = settings.fromName.trim();
  const rawEmail = settings.fromEmail.trim();
  const blank = blankFields([
    { path: 'name', label: 'name', value: name },
    { path: 'fromName', label: 'from name', value: fromName },
    { path: 'fromEmail', label: 'from e-mail', value: rawEmail },
  ]);
  if (blank.length > 0) throw missingFields(MISSING_ACCOUNT_FIELDS, blank);
  singleLine('name', name);
  singleLine('fromName', fromName);
  const fromEmail = fromAddress('fromEmail', 'from e-mail', rawEmail)!;
  checkedDailyLimit(settings.dailyLimit);
  const signature = settings.signature?.trim() || null;
  const base = { ...settings, name, fromName, fromEmail, signature };
  switch (settings.provider) {
    case 'smtp': {
      return { ...base, ...checkedSmtpServer(settings, MISSING_ACCOUNT_FIELDS, secretKnown), ...checkedImap(settings) };
    }
    case 'sendgrid':
      if (!secretKnown) throw invalidField('apiKey', 'The SendGrid API key is required');
      return { ...base, smtpHost: null, smtpPort: null, smtpUsername: null, smtpSecurity: null, imapHost: null, imapPort: null };
    case 'microsoft':
    case 'google':
      return { ...base, smtpHost: null, smtpPort: null, smtpUsername: null, smtpSecurity: null, imapHost: null, imapPort: null };
    default:
      return assertNever(settings.provider);
  }
}

/** The IMAP server replies are read from: a host and a port (993 when none is given), or neither. */
function checkedImap(settings: EmailAccountSettings): { imapHost: string | null; imapPort: number | null } {
  const imapHost = serverHost('imapHost', settings.imapHost?.trim() || null);
  if (!imapHost) return { imapHost: null, imapPort: null };
  const imapPort = serverPort('imapPort', 'IMAP port', settings.imapPort ?? IMAP_TLS_PORT);
  return { imapHost, imapPort };
}

/** IMAP over TLS from the start. */
export const IMAP_TLS_PORT = 993;

const same = (a: EmailAccountSettings, b: EmailAccountSettings) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => (a[k as keyof EmailAccountSettings] ?? null) === (b[k as keyof EmailAccountSettings] ?? null));

/**
 * A mailbox the team sends from, stream `email-account-{id}`: added with the spec's warm-up
 * defaults, edited, tested (who tested and what the server said) and deleted. A deleted account
 * takes no further command.
 */
export const emailAccount: Decider<EmailAccountCommand, EmailAccountEvent, EmailAccountState> = {
  initialState: {
    status: 'none',
    settings: null,
    currentDailyLimit: EMAIL_ACCOUNT_DEFAULTS.currentDailyLimit,
    warmupDay: EMAIL_ACCOUNT_DEFAULTS.warmupDay,
    warmupStartedAt: null,
    createdAt: null,
    updatedAt: null,
    lastTest: null,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'EmailAccountAdded': {
        const { accountId: _id, createdAt, currentDailyLimit, warmupDay, ...settings } = event.data;
        return { status: 'active', settings, currentDailyLimit, warmupDay, warmupStartedAt: settings.warmupEnabled ? createdAt : null, createdAt, updatedAt: createdAt, lastTest: null };
      }
      case 'EmailAccountUpdated': {
        const { accountId: _id, secretChanged: _changed, updatedAt, ...settings } = event.data;
        if (!settings.warmupEnabled) return { ...state, settings, updatedAt, warmupStartedAt: null };
        // Warm-up turned on again starts over from day 1.
        if (!state.settings?.warmupEnabled) return { ...state, settings, updatedAt, ...restartedWarmup(updatedAt) };
        return { ...state, settings, updatedAt };
      }
      case 'EmailAccountWarmupAdvanced':
        return { ...state, warmupDay: event.data.warmupDay, currentDailyLimit: event.data.currentDailyLimit };
      case 'EmailAccountDeleted':
        return { ...state, status: 'deleted' };
      case 'EmailAccountTested':
        return { ...state, lastTest: { success: event.data.success, message: event.data.message, testedAt: event.data.testedAt } };
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context): EmailAccountEvent[] {
    if (command.type !== 'AddEmailAccount') {
      if (state.status === 'none') throw notFound('Email account not found');
      if (state.status === 'deleted') throw notFound('Email account not found (it was deleted)');
    }
    switch (command.type) {
      case 'AddEmailAccount': {
        if (state.status !== 'none') throw illegalState('This email account already exists');
        const settings = checkedSettings(command.settings, command.secretGiven);
        return [{ type: 'EmailAccountAdded', data: { accountId: command.accountId, createdAt: context.now, currentDailyLimit: state.currentDailyLimit, warmupDay: state.warmupDay, ...settings } }];
      }
      case 'UpdateEmailAccount': {
        if (command.settings.provider !== state.settings!.provider) throw invalidField('provider', 'The provider of an account cannot change: add a new account instead');
        const settings = checkedSettings(command.settings, true);
        if (same(settings, state.settings!) && !command.secretChanged) return [];
        return [{ type: 'EmailAccountUpdated', data: { accountId: command.accountId, updatedAt: context.now, secretChanged: command.secretChanged, ...settings } }];
      }
      case 'DeleteEmailAccount':
        return [{ type: 'EmailAccountDeleted', data: { accountId: command.accountId, name: state.settings!.name, fromEmail: state.settings!.fromEmail } }];
      case 'RecordEmailAccountTest':
        return [{ type: 'EmailAccountTested', data: { accountId: command.accountId, success: command.success, message: command.message, testedAt: context.now } }];
      case 'AdvanceEmailAccountWarmup': {
        if (!state.settings!.warmupEnabled || state.warmupStartedAt === null || state.warmupDay >= WARMUP_DAYS) return [];
        const warmupDay = warmupDayAt(state.warmupStartedAt, context.now, command.zone);
        if (warmupDay <= state.warmupDay) return [];
        const currentDailyLimit = warmupLimit(warmupDay, state.settings!.dailyLimit);
        return [{ type: 'EmailAccountWarmupAdvanced', data: { accountId: command.accountId, warmupDay, currentDailyLimit, advancedAt: context.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** A warm-up begun at `at`: day 1, the starting limit. */
function restartedWarmup(at: string): Pick<EmailAccountState, 'warmupDay' | 'currentDailyLimit' | 'warmupStartedAt'> {
  return { warmupDay: EMAIL_ACCOUNT_DEFAULTS.warmupDay, currentDailyLimit: EMAIL_ACCOUNT_DEFAULTS.currentDailyLimit, warmupStartedAt: at };
}

export const emailAccountStream = (accountId: string) => `email-account-${accountId}`;
/** The account's password (SMTP) or API key (SendGrid) in the encrypted secret store: never in an event or an answer. */
export const emailAccountSecretName = (accountId: string) => `email-account:${accountId}:secret`;
/**
 * Which e-mail account a signed-in mailbox (a provider and an address) is: a reservation stream
 * held by the account, so connecting the same mailbox again renews that account's sign-in.
 */
export const oauthMailboxStream = (provider: OAuthProvider, address: string) => `oauth-mailbox-${provider}-${address.trim().toLowerCase()}`;
/**
 * Which account sends from an address: a reservation stream held by that account, so two accounts
 * never send from one mailbox (each would count its own daily limit, and the mailbox would send twice it).
 */
export const sendingAddressStream = (address: string) => `sending-address-${reservationKey(address)}`;
export const emailAccounts = commandHandler(emailAccount, emailAccountStream);
