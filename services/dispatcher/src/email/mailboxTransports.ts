import { emailAccountSecretName, type EmailAccountState } from '@outreach/domain';
import { CAMPAIGN_ID_HEADER, createSmtpTransport, MESSAGE_ID_HEADER, type SmtpConnection, type SmtpOAuthConnection } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import { getSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { MailboxUnusable } from './mailboxUnusable.ts';
import { MicrosoftTokens } from './microsoftTokens.ts';

/** What a mailbox's server answered a send. */
export interface SentInfo {
  messageId: string | null;
  response: string | null;
  /** The sandbox's simulated send: the whole message as it would have gone out. */
  simulated?: string;
}

export interface MailboxSender {
  provider: string;
  send(message: SendMailOptions): Promise<SentInfo>;
}

/** SendGrid accounts send through SendGrid's SMTP relay, signing in as `apikey` with the key. */
const SENDGRID_SMTP = { host: 'smtp.sendgrid.net', port: 587 } as const;

/**
 * SendGrid's relay reports our ids back in its event webhook only from its own X-SMTPAPI header
 * (`unique_args`), not from other headers.
 */
function withSendgridArgs(message: SendMailOptions): SendMailOptions {
  const headers = (message.headers ?? {}) as Record<string, string>;
  const args: Record<string, string> = {};
  if (headers[MESSAGE_ID_HEADER]) args.outreach_message_id = headers[MESSAGE_ID_HEADER];
  if (headers[CAMPAIGN_ID_HEADER]) args.outreach_campaign_id = headers[CAMPAIGN_ID_HEADER];
  return { ...message, headers: { ...headers, 'X-SMTPAPI': JSON.stringify({ unique_args: args }) } };
}

/**
 * The sandbox, when no mailbox is configured: nothing leaves; nodemailer builds the message exactly
 * as it would send it, and it is kept for the outbox.
 */
export function sandboxSender(): MailboxSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    provider: 'sandbox',
    async send(message) {
      const info = (await transport.sendMail(message)) as { messageId?: string; message: Buffer };
      return { messageId: info.messageId ?? null, response: 'Simulated: not sent, no mailbox is configured', simulated: info.message.toString('utf8') };
    },
  };
}


/**
 * One pooled connection set per mailbox and process (nodemailer's SMTP pool), made anew when the
 * account changes (its settings or its secret): many e-mails share a few signed-in connections.
 */
export class MailboxTransports {
  readonly #senders = new Map<string, { version: string; sender: MailboxSender; close(): void }>();
  readonly #microsoft: MicrosoftTokens;

  constructor(private readonly runtime: Pick<Runtime, 'pg' | 'keys' | 'config' | 'clock'>) {
    this.#microsoft = new MicrosoftTokens(runtime);
  }

  async senderFor(accountId: string, account: EmailAccountState): Promise<MailboxSender> {
    const settings = account.settings!;
    // An OAuth mailbox's connection is made anew with each renewed token.
    const token = settings.provider === 'microsoft' ? await this.#microsoft.accessToken(accountId) : null;
    const version = `${account.updatedAt ?? account.createdAt ?? ''}|${token ?? ''}`;
    const cached = this.#senders.get(accountId);
    if (cached?.version === version) return cached.sender;
    cached?.close();
    const { config } = this.runtime;
    let connection: SmtpConnection | SmtpOAuthConnection;
    if (token !== null) {
      connection = { host: config.MICROSOFT_SMTP_HOST, port: config.MICROSOFT_SMTP_PORT, security: config.MICROSOFT_SMTP_SECURITY, username: settings.fromEmail, accessToken: token };
    } else if (settings.provider === 'smtp') {
      const secret = await this.#secret(accountId);
      if (!secret) throw new MailboxUnusable(`No SMTP password is stored for the mailbox ${settings.fromEmail}`);
      connection = { host: settings.smtpHost!, port: settings.smtpPort!, security: settings.smtpSecurity ?? 'starttls', username: settings.smtpUsername!, password: secret };
    } else if (settings.provider === 'sendgrid') {
      const secret = await this.#secret(accountId);
      if (!secret) throw new MailboxUnusable(`No SendGrid API key is stored for the mailbox ${settings.fromEmail}`);
      connection = { ...SENDGRID_SMTP, security: 'starttls' as const, username: 'apikey', password: secret };
    } else {
      throw new MailboxUnusable('Sending through Google Workspace is not set up on this server');
    }
    const transport = createSmtpTransport(connection, 30_000, { pool: true, maxConnections: 4 });
    const sender: MailboxSender = {
      provider: settings.provider,
      async send(message) {
        const info = (await transport.sendMail(settings.provider === 'sendgrid' ? withSendgridArgs(message) : message)) as { messageId?: string; response?: string };
        return { messageId: info.messageId ?? null, response: info.response ?? null };
      },
    };
    this.#senders.set(accountId, { version, sender, close: () => transport.close() });
    return sender;
  }

  #secret(accountId: string): Promise<string | undefined> {
    return getSecret(this.runtime.pg, this.runtime.keys.secretsKey, emailAccountSecretName(accountId));
  }

  closeAll(): void {
    for (const { close } of this.#senders.values()) close();
    this.#senders.clear();
  }
}
