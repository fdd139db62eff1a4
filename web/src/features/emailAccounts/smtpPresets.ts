import type { SmtpSecurity } from './emailAccountTypes.ts';

export interface SmtpPreset {
  key: 'google' | 'microsoft';
  label: string;
  host: string;
  port: number;
  security: SmtpSecurity;
  /** Where the provider's mailboxes are read over IMAP (TLS, port 993). */
  imapHost: string;
  /** What the provider lets a mailbox send, shown once the preset is chosen. */
  note: string;
}

/** The spec's presets: Google SMTP and Microsoft SMTP, both on port 587 with STARTTLS. */
export const SMTP_PRESETS: readonly SmtpPreset[] = [
  {
    key: 'google',
    label: 'Google SMTP',
    host: 'smtp.gmail.com',
    port: 587,
    security: 'starttls',
    imapHost: 'imap.gmail.com',
    note: 'Google Workspace mailboxes send 2,000+ emails per day; a personal Gmail account about 500. Use an app password.',
  },
  {
    key: 'microsoft',
    label: 'Microsoft SMTP',
    host: 'smtp.office365.com',
    port: 587,
    security: 'starttls',
    imapHost: 'outlook.office365.com',
    note: 'Microsoft 365 mailboxes send 10,000+ emails per day.',
  },
];

/** The form fields a preset fills in: its SMTP server, and the IMAP server its replies are read from. */
export function presetFields(preset: SmtpPreset): { smtpHost: string; smtpPort: number; smtpSecurity: SmtpSecurity; imapHost: string; imapPort: number } {
  return { smtpHost: preset.host, smtpPort: preset.port, smtpSecurity: preset.security, imapHost: preset.imapHost, imapPort: 993 };
}

/** The preset whose server the fields name (the host compared without case or surrounding spaces), if any. */
export function matchingPreset(host: string | null | undefined, port: number | null | undefined): SmtpPreset | undefined {
  const wanted = host?.trim().toLowerCase();
  return SMTP_PRESETS.find((preset) => preset.host === wanted && preset.port === port);
}
