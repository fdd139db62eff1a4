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

/** Microsoft 365 and Google Workspace accounts are added by signing in with the provider, which this server does not offer. */
export function signsInWithProvider(provider: EmailProvider): provider is 'microsoft' | 'google' {
  return provider === 'microsoft' || provider === 'google';
}

/** Why a Microsoft 365 or Google Workspace account cannot be added here, and what to do instead. */
export function providerSignInNotice(provider: 'microsoft' | 'google'): string {
  const [company, preset] = provider === 'microsoft' ? ['Microsoft', 'Microsoft SMTP'] : ['Google', 'Google SMTP'];
  return `Signing in with ${company} is not set up on this server, so a ${EMAIL_PROVIDER_LABELS[provider]} account cannot be added here. Add the mailbox as an SMTP account instead (the ${preset} preset fills in its server).`;
}
