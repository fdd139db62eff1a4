import type { EmailProvider, SmtpSecurity } from './emailAccountTypes.ts';

/** The providers in the order the form offers them and the list groups them. */
export const EMAIL_PROVIDER_ORDER: readonly EmailProvider[] = ['smtp', 'sendgrid', 'microsoft', 'google'];

export const EMAIL_PROVIDER_LABELS: Record<EmailProvider, string> = {
  smtp: 'SMTP',
  sendgrid: 'SendGrid',
  microsoft: 'Microsoft 365',
  google: 'Google Workspace',
};

export const SMTP_SECURITY_LABELS: Record<SmtpSecurity, string> = {
  starttls: 'STARTTLS',
  tls: 'TLS',
  none: 'None',
};

export type SignInProvider = 'microsoft' | 'google';

/** Microsoft 365 and Google Workspace accounts are added by signing in with the provider: the mailbox signed in with is the account. */
export function signsInWithProvider(provider: EmailProvider): provider is SignInProvider {
  return provider === 'microsoft' || provider === 'google';
}

const COMPANY: Record<SignInProvider, string> = { microsoft: 'Microsoft', google: 'Google' };

/** The add button of a sign-in account: 'Sign in with Microsoft', 'Sign in with Google'. */
export const signInLabel = (provider: SignInProvider) => `Sign in with ${COMPANY[provider]}`;

/** What adding a Microsoft 365 or Google Workspace account does. */
export function providerSignInNotice(provider: SignInProvider): string {
  return `You will sign in with ${COMPANY[provider]}: the mailbox you sign in with becomes this account's From Email, and it starts warming up from 50 emails a day. Change the rest once it is added.`;
}

/**
 * The full-page redirect that starts the sign-in (`/api/auth/{provider}/connect`), carrying what
 * the form holds besides the mailbox; the server returns to Settings with the spec's message.
 */
export function signInConnectUrl(provider: SignInProvider, form: { name: string; fromName: string; isPrimary: boolean }): string {
  const query = new URLSearchParams({ name: form.name.trim(), fromName: form.fromName.trim(), isPrimary: String(form.isPrimary) });
  return `/api/auth/${provider}/connect?${query.toString()}`;
}
