import type { EmailAccountFormValues } from './emailAccountForm.ts';
import type { SmtpSecurity } from './emailAccountTypes.ts';

/** The IMAP port a preset fills in: IMAP over TLS, where both providers read mailboxes. */
const PRESET_IMAP_PORT = 993;

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
  return { smtpHost: preset.host, smtpPort: preset.port, smtpSecurity: preset.security, imapHost: preset.imapHost, imapPort: PRESET_IMAP_PORT };
}

/** A host as the presets name it: without case or surrounding spaces. */
const normalHost = (host: string | null | undefined) => host?.trim().toLowerCase();

/** The preset whose server the fields name (the host compared without case or surrounding spaces), if any. */
export function matchingPreset(host: string | null | undefined, port: number | null | undefined): SmtpPreset | undefined {
  const wanted = normalHost(host);
  return SMTP_PRESETS.find((preset) => preset.host === wanted && preset.port === port);
}

/**
 * The IMAP fields to clear once the SMTP host is changed from a preset's to another: the preset's
 * IMAP server, left behind, would be sent this other server's username and password. Only what
 * still is the preset's is cleared (an IMAP server or port typed since stays); nothing otherwise.
 */
export function imapFieldsLeftByPreset(
  previousHost: string | null | undefined,
  values: Pick<EmailAccountFormValues, 'smtpHost' | 'imapHost' | 'imapPort'>,
): Partial<Pick<EmailAccountFormValues, 'imapHost' | 'imapPort'>> {
  const preset = SMTP_PRESETS.find((p) => p.host === normalHost(previousHost));
  if (!preset || normalHost(values.smtpHost) === preset.host || normalHost(values.imapHost) !== preset.imapHost) return {};
  return values.imapPort === PRESET_IMAP_PORT ? { imapHost: '', imapPort: null } : { imapHost: '' };
}
