import { z } from 'zod';

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .min(1)
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

/**
 * Connections a dispatcher process keeps open to one mailbox's SMTP server by default: with more, a
 * process sent no faster (its own work, not the server's answers, is then what waits).
 */
export const DEFAULT_EMAIL_SMTP_CONNECTIONS = 8;

/**
 * Every environment variable of every service. One schema, the same names everywhere
 * (see the configuration table in the README).
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  EVENTSTORE_URL: url(['esdb:', 'esdb+discover:']).optional(),
  NATS_URL: url(['nats:', 'tls:', 'ws:', 'wss:']).optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 256-bit key)')
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(3).max(50).default('admin'),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  DEMO_DATA: onOff.optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: url(['http:', 'https:']).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long one generation may wait for the model, its one retry included (ms); under the web's 30 s so the answer arrives first. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
  /** Base URL of Twilio's REST API; unset: Twilio's own (https://api.twilio.com). Tests point it at a local fake. */
  TWILIO_API_URL: url(['http:', 'https:']).optional(),
  SENDGRID_API_URL: url(['http:', 'https:']).optional(),
  /** Folder of DKIM signing keys, one `{domain}.{selector}.pem` file per key; unset: mail goes out unsigned by us. */
  DKIM_KEYS_DIR: z.string().trim().min(1).optional(),
  /** The sender's postal address printed in the footer of every marketing e-mail (CAN-SPAM); unset: marketing e-mail waits for it. */
  SENDER_POSTAL_ADDRESS: z.string().trim().min(10, 'must be a full postal address').optional(),
  /** DNS servers (`host` or `host:port`, comma-separated) asked for the mail servers of recipients' domains; unset: the system's. */
  DNS_SERVERS: z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .optional(),
  /** An address whose domain DNS could not check before a send: `send` it anyway (default) or `skip` it. */
  EMAIL_UNVERIFIED: z.enum(['send', 'skip']).default('send'),
  /** Burst pacing: e-mails one mailbox sends per minute at most (0: no pacing beyond the daily limit). */
  EMAIL_SENDS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(30),
  /**
   * Connections one dispatcher process keeps open to a mailbox's SMTP server. Exchange Online takes
   * at most 3 per mailbox (it refuses a fourth: '432 4.3.2 Concurrent connections limit exceeded'),
   * so its mailboxes never use more than 3.
   */
  EMAIL_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(DEFAULT_EMAIL_SMTP_CONNECTIONS),
  /** Marketing e-mails one recipient gets within EMAIL_RECIPIENT_WINDOW_DAYS at most (0: no cap); more wait until the oldest leaves the window. */
  EMAIL_RECIPIENT_MAX: z.coerce.number().int().min(0).max(1_000).default(3),
  /** The rolling window of the per-recipient cap, in days. */
  EMAIL_RECIPIENT_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Texts one Twilio number sends per second at most (Twilio queues what comes faster; a long code sends 1 a second). */
  TWILIO_MESSAGES_PER_SECOND: z.coerce.number().positive().max(10_000).default(1),
  /** Days a number waits after a campaign text before it gets another one (0: no cooldown). */
  SMS_CAMPAIGN_COOLDOWN_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Verification key of SendGrid's Signed Event Webhook (base64 ECDSA public key); unset: POST /webhooks/sendgrid answers 503. */
  SENDGRID_WEBHOOK_PUBLIC_KEY: z.string().trim().min(1).optional(),
  /** Mailgun's HTTP webhook signing key; unset: POST /webhooks/mailgun answers 503. */
  MAILGUN_WEBHOOK_SIGNING_KEY: z.string().trim().min(1).optional(),
  /** Microsoft 365 sign-in (an app registration in Entra ID): its client id and secret; unset: the Microsoft connect buttons say what is missing. */
  MICROSOFT_CLIENT_ID: z.string().trim().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** The tenant users sign in to: `common` (any work or personal account), `organizations`, or a tenant id / domain. */
  MICROSOFT_TENANT_ID: z.string().trim().regex(/^[\w.-]+$/, 'must be common, organizations, consumers, a tenant id or a domain').default('common'),
  /** Where Microsoft's sign-in lives (the authority's https origin); tests point it at a local OpenID provider. */
  MICROSOFT_AUTHORITY_HOST: url(['https:']).default('https://login.microsoftonline.com'),
  /** Where connected Microsoft 365 mailboxes send (SMTP AUTH with XOAUTH2): Exchange Online's submission server unless pointed elsewhere. */
  MICROSOFT_SMTP_HOST: z.string().trim().min(1).default('smtp.office365.com'),
  MICROSOFT_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** STARTTLS required (Exchange Online), TLS from the first byte, or none (a local test server only). */
  MICROSOFT_SMTP_SECURITY: z.enum(['starttls', 'tls', 'none']).default('starttls'),
  /** Where connected Microsoft 365 mailboxes' replies are read (IMAP AUTHENTICATE XOAUTH2): Exchange Online's IMAP server unless pointed elsewhere; port 993 is TLS from the start, another port STARTTLS when offered. */
  MICROSOFT_IMAP_HOST: z.string().trim().min(1).default('outlook.office365.com'),
  MICROSOFT_IMAP_PORT: z.coerce.number().int().min(1).max(65535).default(993),
  /** Google Workspace sign-in (an OAuth client of a Google Cloud project): its client id and secret; unset: the Google connect buttons say what is missing. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** Google's endpoints, each unset for Google's own; tests point them at a local OpenID provider. */
  GOOGLE_AUTH_BASE_URL: url(['https:']).optional(),
  GOOGLE_TOKEN_URL: url(['https:']).optional(),
  /** The ID token signing keys as Google's `oauth2/v1/certs` answers them (key id → PEM). */
  GOOGLE_CERTS_URL: url(['https:']).optional(),
  /** The `iss` a Google ID token must carry (unset: Google's, `https://accounts.google.com`). */
  GOOGLE_ISSUER: url(['https:']).optional(),
  /** Where connected Google Workspace mailboxes send (SMTP AUTH with XOAUTH2): Gmail's submission server unless pointed elsewhere. */
  GOOGLE_SMTP_HOST: z.string().trim().min(1).default('smtp.gmail.com'),
  GOOGLE_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** STARTTLS required (Gmail on 587), TLS from the first byte (Gmail on 465), or none (a local test server only). */
  GOOGLE_SMTP_SECURITY: z.enum(['starttls', 'tls', 'none']).default('starttls'),
  /** Where connected Google Workspace mailboxes' replies are read (IMAP AUTHENTICATE XOAUTH2): Gmail's IMAP server unless pointed elsewhere; port 993 is TLS from the start, another port STARTTLS when offered. */
  GOOGLE_IMAP_HOST: z.string().trim().min(1).default('imap.gmail.com'),
  GOOGLE_IMAP_PORT: z.coerce.number().int().min(1).max(65535).default(993),
  TRUST_PROXY: z.coerce
    .number()
    .int()
    .min(0, 'must be the number of proxies in front of the service (0 when none)')
    .max(10)
    .default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parse the environment; empty (or blank) strings count as unset. Throws ConfigError listing
 * every problem.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    // `PORT= ` in an env file must not coerce to port 0 (a random port) or pass as a value.
    if (value !== undefined && value.trim() !== '') relevant[key] = value;
  }
  const parsed = configSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  return parsed.data;
}

/** The variables a service reads, by service. Used by docker-compose checks and the README. */
export const configKeys = Object.keys(configSchema.shape) as (keyof Config)[];
