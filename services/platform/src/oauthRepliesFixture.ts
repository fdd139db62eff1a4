import { emailRepliesStream, type RecordedEvent } from '@outreach/domain';
import { startImapServer, type OidcProviderServer, type SmtpSink, type TestImapServer } from '@outreach/testing';
import { oauthSendingFixture, type ListedAccount, type OAuthSendingOptions } from './oauthSendingFixture.ts';

export type OAuthRepliesOptions = Omit<OAuthSendingOptions, 'env' | 'introspection'> & {
  /** The platform's configuration of the provider and its SMTP server (its IMAP server is the fixture's). */
  env(oidc: OidcProviderServer, sink: SmtpSink): Record<string, string>;
};

/** The mail server's client at the provider, allowed to introspect access tokens. */
const MAIL_SERVER = { clientId: 'mail-server', clientSecret: 'mailServerSecret7' };
/** The mailbox's password on the IMAP server: only the agents' replies are delivered with it. */
const DELIVERY_PASSWORD = 'delivery-password';
export const MINUTE = 60_000;

async function until(done: () => boolean | Promise<boolean>, failure: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * What an OAuth mailbox's reply tests stand on: the sending fixture (the provider, the SMTP server,
 * the platform) and a real IMAP server (dovecot) holding the mailbox's INBOX, which signs it in
 * with XOAUTH2 only when the provider's token introspection says the token is live and issued to
 * that mailbox, as the provider's IMAP server would; the mailbox connected, its first look for
 * replies over.
 */
export async function oauthRepliesFixture(options: OAuthRepliesOptions) {
  let imap: TestImapServer | undefined;
  const prefix = options.provider === 'microsoft' ? 'MICROSOFT' : 'GOOGLE';
  const t = await oauthSendingFixture({
    ...options,
    introspection: MAIL_SERVER,
    env: async (oidc, sink) => {
      imap = await startImapServer(
        { [options.mailbox.email.toLowerCase()]: DELIVERY_PASSWORD },
        { oauth2: { introspectionUrl: oidc.introspectionEndpoint, ...MAIL_SERVER, caCertificatePem: oidc.certificatePem } },
      );
      return { ...options.env(oidc, sink), [`${prefix}_IMAP_HOST`]: imap.host, [`${prefix}_IMAP_PORT`]: String(imap.port) };
    },
  });
  const server = imap!;
  let account: ListedAccount | undefined;

  /** When the mailbox's next look for replies is due, if it is read at all. */
  async function scheduledLook(): Promise<Date | undefined> {
    const { rows } = await t.fx.platform.runtime.pg.query<{ due_at: Date }>("select due_at from runner.work where kind = 'email-reply-check' and key = $1", [account!.id]);
    return rows[0]?.due_at;
  }
  /** Wait until the look due at `at` (or earlier) is over: the next one is due later. */
  const lookedAfter = (at: number, failure: string) => until(async () => ((await scheduledLook())?.getTime() ?? 0) > at, () => `${failure}: ${server.log()}`);
  const count = (pattern: RegExp) => server.log().match(pattern)?.length ?? 0;
  const user = options.mailbox.email.toLowerCase().replace(/[.+]/g, '\\$&');

  /** Connect the mailbox (again) and wait until its first look for replies, at once, is over. */
  async function connect(): Promise<ListedAccount> {
    const connectedAt = t.clock.now().getTime();
    account = await t.connectMailbox();
    await lookedAfter(connectedAt, 'the connected mailbox was not read');
    return account;
  }
  await connect();

  return {
    ...t,
    imap: server,
    account: account!,
    connect,
    scheduledLook,
    until,

    /** XOAUTH2 sign-ins of the mailbox the IMAP server let in, and those it refused. */
    signIns: () => count(new RegExp(`Login: user=<${user}>, method=XOAUTH2`, 'g')),
    refusals: () => count(new RegExp(`\\(auth failed, .*user=<${user}>, method=XOAUTH2`, 'g')),

    /** A reply from an agent arriving in the mailbox's INBOX (what its mail server delivers). */
    async deliverReply(reply: { from: string; inReplyTo: string; messageId: string; text: string }): Promise<void> {
      const raw = [
        `From: ${reply.from}`,
        `To: ${t.mailbox}`,
        'Subject: Re: Test email',
        `Message-ID: <${reply.messageId}>`,
        `In-Reply-To: ${reply.inReplyTo}`,
        'Date: Mon, 2 Mar 2026 10:05:00 -0500',
        'Content-Type: text/plain; charset=utf-8',
        '',
        reply.text,
      ].join('\r\n');
      await server.deliver(t.mailbox, DELIVERY_PASSWORD, raw);
    },

    /** The Message-ID header of the last e-mail the SMTP server received. */
    lastSentMessageIdHeader(): string {
      return /^Message-ID:\s*(<[^>]+>)/im.exec(t.sink.received.at(-1)!.raw)![1]!;
    },

    async replies(messageId: string): Promise<RecordedEvent[]> {
      const all: RecordedEvent[] = [];
      for await (const e of t.fx.platform.runtime.eventStore.readStream(emailRepliesStream(messageId))) all.push(e);
      return all;
    },

    /** Move the clock on by `by` (a minute: the next look is due) and wait until that look is over. */
    async nextLook(by = MINUTE): Promise<void> {
      t.clock.advance(by);
      await lookedAfter(t.clock.now().getTime(), 'the mailbox was not read');
    },

    async close() {
      await t.close();
      await server.close();
    },
  };
}

export type OAuthRepliesFixture = Awaited<ReturnType<typeof oauthRepliesFixture>>;
