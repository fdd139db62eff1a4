import { emailAccountSecretName, type EmailAccountState } from '@outreach/domain';
import { CAMPAIGN_ID_HEADER, MESSAGE_ID_HEADER, threadedSmtpTransport, type SmtpConnection, type SmtpOAuthConnection, type ThreadedTransport } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import { getSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { MailboxUnusable } from './mailboxUnusable.ts';
import type { OAuthMailboxes } from './oauthMailboxes.ts';
import type { MailboxAccessTokens } from './oauthMailboxTokens.ts';

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

/**
 * Exchange Online's submission servers take at most 3 connections per mailbox and refuse a fourth
 * ('432 4.3.2 Concurrent connections limit exceeded'): Microsoft 365 mailboxes, and SMTP accounts
 * sending through those servers, keep to that many.
 */
export const EXCHANGE_ONLINE_CONNECTIONS = 3;
const EXCHANGE_ONLINE_HOSTS = new Set(['smtp.office365.com', 'smtp-mail.outlook.com']);

/** Connections a process keeps open to a mailbox's server: the configured number, at most Exchange Online's where it sends. */
export function mailboxConnections(provider: string, host: string, configured: number): number {
  const exchangeOnline = provider === 'microsoft' || EXCHANGE_ONLINE_HOSTS.has(host.toLowerCase());
  return exchangeOnline ? Math.min(configured, EXCHANGE_ONLINE_CONNECTIONS) : configured;
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
 * One pooled connection set per mailbox and process (nodemailer's SMTP pool, on the process's
 * sending thread; EMAIL_SMTP_CONNECTIONS connections, Exchange Online's 3 at most), made anew when
 * the account changes (its settings or its secret): many e-mails share a few signed-in connections.
 * Microsoft 365 and Google Workspace mailboxes sign in to their provider's SMTP server with their
 * OAuth access token (XOAUTH2), renewed before it expires.
 */
export class MailboxTransports {
  readonly #senders = new Map<string, { version: string; token: string | null; sender: Promise<MailboxSender>; close(): void }>();

  /** `oauth`: the process's OAuth token holders, shared with reply reading. */
  constructor(
    private readonly runtime: Pick<Runtime, 'pg' | 'keys' | 'config'>,
    private readonly oauth: OAuthMailboxes,
  ) {}

  async senderFor(accountId: string, account: EmailAccountState): Promise<MailboxSender> {
    const settings = account.settings!;
    const oauth = this.oauth[settings.provider];
    // An OAuth mailbox's connection is made anew with each renewed token.
    const changed = account.updatedAt ?? account.createdAt ?? '';
    const token = oauth ? await oauth.accessToken(accountId, changed) : null;
    const version = `${changed}|${token ?? ''}`;
    const cached = this.#senders.get(accountId);
    if (cached?.version === version) return cached.sender;
    cached?.close();
    // The e-mails of a batch ask at once: they share one connection set, made once.
    let transport: ThreadedTransport | undefined;
    const sender = this.#connect(accountId, settings, oauth, token).then((connection) => {
      const maxConnections = mailboxConnections(settings.provider, connection.host, this.runtime.config.EMAIL_SMTP_CONNECTIONS);
      transport = threadedSmtpTransport(connection, 30_000, { pool: true, maxConnections });
      const made = transport;
      return {
        provider: settings.provider,
        send: (message: SendMailOptions) => made.sendMail(settings.provider === 'sendgrid' ? withSendgridArgs(message) : message),
      } satisfies MailboxSender;
    });
    this.#senders.set(accountId, { version, token, sender, close: () => transport?.close() });
    // A mailbox that cannot sign in is asked again by the next e-mail.
    sender.catch(() => {
      if (this.#senders.get(accountId)?.sender === sender) this.#senders.delete(accountId);
    });
    return sender;
  }

  async #connect(
    accountId: string,
    settings: NonNullable<EmailAccountState['settings']>,
    oauth: MailboxAccessTokens | undefined,
    token: string | null,
  ): Promise<SmtpConnection | SmtpOAuthConnection> {
    if (oauth && token !== null) return { ...oauth.smtpServer(), username: settings.fromEmail, accessToken: token };
    if (settings.provider === 'smtp') {
      const secret = await this.#secret(accountId);
      if (!secret) throw new MailboxUnusable(`No SMTP password is stored for the mailbox ${settings.fromEmail}`);
      return { host: settings.smtpHost!, port: settings.smtpPort!, security: settings.smtpSecurity ?? 'starttls', username: settings.smtpUsername!, password: secret };
    }
    if (settings.provider === 'sendgrid') {
      const secret = await this.#secret(accountId);
      if (!secret) throw new MailboxUnusable(`No SendGrid API key is stored for the mailbox ${settings.fromEmail}`);
      return { ...SENDGRID_SMTP, security: 'starttls' as const, username: 'apikey', password: secret };
    }
    throw new MailboxUnusable(`Mailboxes of the provider ${settings.provider} cannot send from this server`);
  }

  /**
   * The mailbox's server refused its sign-in: an OAuth mailbox's access token (withdrawn before its
   * time) is renewed before the next send, whose connection is made anew.
   */
  signInRefused(accountId: string, account: EmailAccountState): void {
    const cached = this.#senders.get(accountId);
    const oauth = this.oauth[account.settings!.provider];
    if (oauth && cached?.token) oauth.refused(accountId, cached.token);
  }

  #secret(accountId: string): Promise<string | undefined> {
    return getSecret(this.runtime.pg, this.runtime.keys.secretsKey, emailAccountSecretName(accountId));
  }

  closeAll(): void {
    for (const { close } of this.#senders.values()) close();
    this.#senders.clear();
  }
}
