import type { SmsProvider } from './smsSettingsTypes.ts';

export const SANDBOX_LABEL = 'Sandbox';
export const SANDBOX_DESCRIPTION = 'Sandbox — messages are not sent to real phones';

/** How Settings names the provider in use. */
export function providerDescription(provider: SmsProvider): string {
  return provider === 'twilio' ? 'Twilio' : SANDBOX_DESCRIPTION;
}

/** The Account SID format Twilio uses (the server checks the same). */
export const ACCOUNT_SID_PATTERN = /^AC[0-9a-fA-F]{32}$/;
export const ACCOUNT_SID_MESSAGE = 'Account SID starts with AC followed by 32 hexadecimal characters';
export const AUTH_TOKEN_MIN_LENGTH = 16;
export const HELP_TEXT_MAX_LENGTH = 320;
export const TEST_PHONE_REQUIRED_MESSAGE = 'Please enter a phone number to send test message';
export const CONNECTION_FAILED_MESSAGE = 'Unable to connect to SMS service';

/** 'Unable to connect to SMS service', with the server's reason when it gave one. */
export function connectionFailureText(reason: string | null | undefined): string {
  const detail = reason?.trim();
  return detail ? `${CONNECTION_FAILED_MESSAGE}: ${detail}` : CONNECTION_FAILED_MESSAGE;
}
