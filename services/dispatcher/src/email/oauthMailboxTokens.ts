import { emailAccountSecretName } from '@outreach/domain';
import { MailTokenUnusable, type FreshMailTokens, type OAuthMailTokens, type SmtpSecurityMode } from '@outreach/providers';
import type { Config, Runtime } from '@outreach/server-kit';
import { getSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { MailboxUnusable } from './mailboxUnusable.ts';

/** Where an OAuth mailbox's provider takes its mail (SMTP AUTH with XOAUTH2). */
export interface OAuthSmtpServer {
  host: string;
  port: number;
  security: SmtpSecurityMode;
}

/** Where an OAuth mailbox's provider lets its INBOX be read (IMAP AUTHENTICATE XOAUTH2): port 993 is TLS from the start. */
export interface OAuthImapServer {
  host: string;
  port: number;
}

/** What differs between the OAuth mailbox providers: their OAuth client, their renewal and their SMTP and IMAP servers. */
export interface OAuthMailboxProvider<App, T extends OAuthMailTokens> {
  /** 'Microsoft 365', 'Google Workspace': used in the reasons a mailbox waits. */
  label: string;
  /** The OAuth client from the configuration, or undefined when it is not set up. */
  app(config: Config): App | undefined;
  /** Why mailboxes of this provider cannot send when `app` is undefined (what to set). */
  notSetUp: string;
  /** The stored tokens, or fresh ones renewed through the provider's library; MailTokenUnusable when the provider refuses. */
  renew(app: App, tokens: T, now: Date): Promise<FreshMailTokens<T>>;
  smtpServer(config: Config): OAuthSmtpServer;
  imapServer(config: Config): OAuthImapServer;
}

/** A provider's mailbox tokens, as sending (MailboxTransports) and reply reading use them whatever the provider. */
export interface MailboxAccessTokens {
  /** `version` names the account's current sign-in (it changes when the mailbox is connected again). */
  accessToken(accountId: string, version: string): Promise<string>;
  /** A mail server refused this access token (the provider withdrew it early): the next use renews it first. */
  refused(accountId: string, accessToken: string): void;
  smtpServer(): OAuthSmtpServer;
  imapServer(): OAuthImapServer;
}

/**
 * The access tokens of one provider's connected mailboxes in this process: read from the secret
 * store once, renewed from the refresh token shortly before they expire (one renewal at a time
 * per mailbox), and the renewed tokens stored back. A mailbox whose renewal the provider refuses
 * is MailboxUnusable: its e-mails wait until it is connected again.
 */
export class OAuthMailboxTokens<App, T extends OAuthMailTokens> implements MailboxAccessTokens {
  readonly #tokens = new Map<string, { version: string; tokens: T }>();
  readonly #renewing = new Map<string, Promise<string>>();

  constructor(
    private readonly runtime: Pick<Runtime, 'pg' | 'keys' | 'config' | 'clock'>,
    private readonly provider: OAuthMailboxProvider<App, T>,
  ) {}

  accessToken(accountId: string, version: string): Promise<string> {
    let pending = this.#renewing.get(accountId);
    if (!pending) {
      pending = this.#fresh(accountId, version).finally(() => this.#renewing.delete(accountId));
      this.#renewing.set(accountId, pending);
    }
    return pending;
  }

  refused(accountId: string, accessToken: string): void {
    const held = this.#tokens.get(accountId);
    if (held?.tokens.accessToken === accessToken) this.#tokens.set(accountId, { ...held, tokens: { ...held.tokens, expiresOn: new Date(0).toISOString() } });
  }

  smtpServer(): OAuthSmtpServer {
    return this.provider.smtpServer(this.runtime.config);
  }

  imapServer(): OAuthImapServer {
    return this.provider.imapServer(this.runtime.config);
  }

  async #fresh(accountId: string, version: string): Promise<string> {
    const { label } = this.provider;
    const app = this.provider.app(this.runtime.config);
    if (!app) throw new MailboxUnusable(this.provider.notSetUp);
    const { pg, keys } = this.runtime;
    // A mailbox connected again has new tokens in the store: the ones kept here are read anew.
    let tokens = this.#tokens.get(accountId)?.version === version ? this.#tokens.get(accountId)!.tokens : undefined;
    if (!tokens) {
      const stored = await getSecret(pg, keys.secretsKey, emailAccountSecretName(accountId));
      if (!stored) throw new MailboxUnusable(`The ${label} mailbox has no sign-in stored: connect it again`);
      tokens = JSON.parse(stored) as T;
    }
    try {
      const fresh = await this.provider.renew(app, tokens, this.runtime.clock.now());
      if (fresh.refreshed) await putSecret(pg, keys.secretsKey, emailAccountSecretName(accountId), JSON.stringify(fresh.tokens));
      this.#tokens.set(accountId, { version, tokens: fresh.tokens });
      return fresh.tokens.accessToken;
    } catch (error) {
      if (error instanceof MailTokenUnusable) throw new MailboxUnusable(error.message);
      throw error;
    }
  }
}
