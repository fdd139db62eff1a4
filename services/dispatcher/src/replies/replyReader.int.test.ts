import { randomUUID } from 'node:crypto';
import { contactStream, emailAccounts, emailAccountSecretName, emailRepliesStream, outboundEmailStream, type EmailAccountSettings, type QueuedEmail, type RecordedEvent } from '@outreach/domain';
import { createRuntime, loadConfig, processContext, signUnsubscribeToken, unsubscribeKey, type Runtime } from '@outreach/server-kit';
import { putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { createTestDatabase, type SmtpSink, startDnsServer, startImapServer, startSmtpSink, testClock, type TestDatabase, testDataDir, type TestDnsServer, testEvent, type TestImapServer } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcher, type Dispatcher } from '../dispatcher.ts';
import { REPLY_CHECK_INTERVAL_MS } from './replyReader.ts';

const dataDir = testDataDir('dispatcher');

const MAILBOX = 'dana@listingpro.test';
const PASSWORD = 'dana-password';
const clock = testClock('2026-03-02T15:00:00.000Z');

let database: TestDatabase;
let runtime: Runtime;
let sink: SmtpSink;
let imap: TestImapServer;
let dns: TestDnsServer;
let dispatcher: Dispatcher;

async function addAccount(overrides: Partial<EmailAccountSettings> = {}): Promise<string> {
  const accountId = randomUUID();
  const settings: EmailAccountSettings = {
    name: 'Dana',
    provider: 'smtp',
    fromName: 'Dana from ListingPro',
    fromEmail: MAILBOX,
    isActive: true,
    signature: null,
    smtpHost: '127.0.0.1',
    smtpPort: sink.port,
    smtpUsername: MAILBOX,
    smtpSecurity: 'none',
    imapHost: '127.0.0.1',
    imapPort: imap.port,
    warmupEnabled: false,
    dailyLimit: 100_000,
    ...overrides,
  };
  await putSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId), PASSWORD);
  await emailAccounts.run(runtime.eventStore, accountId, { type: 'AddEmailAccount', accountId, settings, secretGiven: true }, processContext(clock, 'test'));
  return accountId;
}

/** A campaign e-mail to an agent, sent for real through the SMTP server; its Message-ID as the agent's mail client saw it. */
async function sentEmail(accountId: string, to: string): Promise<{ email: QueuedEmail; messageIdHeader: string }> {
  const email: QueuedEmail = {
    messageId: randomUUID(),
    emailAccountId: accountId,
    to: { email: to, name: 'Jordan Lee' },
    contactId: randomUUID(),
    campaignId: randomUUID(),
    source: 'campaign',
    marketing: true,
    subject: 'Your listings, on autopilot',
    text: 'Hi Jordan,\n\nTry ListingPro free for 7 days.',
    html: null,
    notBefore: clock.now().toISOString(),
  };
  await runtime.eventStore.appendToStream(outboundEmailStream(email.messageId), [testEvent('EmailQueued', email)], { expectedRevision: 'no_stream' });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const arrived = sink.received.find((m) => m.raw.includes(email.messageId));
    const header = arrived && /^Message-ID:\s*(<[^>]+>)/im.exec(arrived.raw)?.[1];
    if (header) return { email, messageIdHeader: header };
    if (Date.now() > deadline) throw new Error(`the e-mail to ${to} was not sent`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A message arriving in the mailbox's INBOX (what the agent's mail server delivers). */
async function deliver(raw: string): Promise<void> {
  await imap.deliver(MAILBOX, PASSWORD, raw);
}

function reply(headers: Record<string, string>, body: string): string {
  return [
    ...Object.entries({ From: 'Jordan Lee <Jordan@Realty.test>', To: MAILBOX, Date: 'Mon, 2 Mar 2026 10:05:00 -0500', ...headers }).map(([k, v]) => `${k}: ${v}`),
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
  ].join('\n');
}

async function replies(messageId: string): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const e of runtime.eventStore.readStream(emailRepliesStream(messageId))) all.push(e);
  return all;
}

/** Let the next look for replies come (the test's clock moves, nobody sleeps a minute), and wait for it to end. */
async function nextLook(): Promise<void> {
  const before = await lastLook();
  clock.advance(REPLY_CHECK_INTERVAL_MS);
  const deadline = Date.now() + 20_000;
  while ((await lastLook()) === before) {
    if (Date.now() > deadline) throw new Error('the mailbox was not read');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function lastLook(): Promise<string | undefined> {
  const { rows } = await runtime.pg.query<{ checked_at: Date }>('select max(checked_at) as checked_at from dispatcher.reply_checkpoints');
  return rows[0]?.checked_at?.toISOString();
}

beforeAll(async () => {
  sink = await startSmtpSink({ [MAILBOX]: PASSWORD });
  imap = await startImapServer({ [MAILBOX]: PASSWORD });
  dns = await startDnsServer({ mx: { 'realty.test': ['mx.realty.test'] }, a: { 'mx.realty.test': '127.0.0.1' } });
  database = await createTestDatabase('dispatcher_replies');
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir.path,
    PUBLIC_URL: 'https://outreach.test',
    SENDER_POSTAL_ADDRESS: 'ListingPro, 500 Congress Ave, Austin, TX 78701',
    EMAIL_SENDS_PER_MINUTE: '0',
    DNS_SERVERS: dns.server,
    LOG_LEVEL: 'silent',
  });
  runtime = await createRuntime(config, { name: 'dispatcher-replies-test', allowInProcessBus: true, clock });
  dispatcher = await startDispatcher(runtime, { handlers: [] });
});
afterAll(async () => {
  await dispatcher?.stop();
  await runtime?.close();
  await database?.drop();
  await sink?.close();
  await imap?.close();
  await dns?.close();
  dataDir.remove();
});

describe('replies read from the sending mailbox over IMAP', () => {
  it('records a reply to a campaign e-mail once, matched by In-Reply-To or References, with its sender, subject and own words', async () => {
    const accountId = await addAccount();
    const first = await sentEmail(accountId, 'jordan@realty.test');
    const second = await sentEmail(accountId, 'casey@realty.test');

    await deliver(reply({ Subject: 'Re: Your listings, on autopilot', 'Message-ID': '<reply-1@realty.test>', 'In-Reply-To': first.messageIdHeader, References: first.messageIdHeader }, 'Yes, call me Tuesday.\n\nOn Mon, Mar 2, 2026 Dana wrote:\n> Hi Jordan'));
    // A client that keeps only References (the newest last).
    await deliver(reply({ From: 'casey@realty.test', Subject: 'Re: Your listings', 'Message-ID': '<reply-2@realty.test>', References: `<older@realty.test> ${second.messageIdHeader}` }, 'Not interested, thanks.'));
    // Mail that answers nothing of ours, and a reply to an e-mail we never sent.
    await deliver(reply({ Subject: 'Lunch?', 'Message-ID': '<other@realty.test>' }, 'Lunch on Friday?'));
    await deliver(reply({ Subject: 'Re: hello', 'Message-ID': '<stray@realty.test>', 'In-Reply-To': `<${randomUUID()}@listingpro.test>` }, 'Who is this?'));
    await nextLook();

    const [firstReply] = await replies(first.email.messageId);
    expect(await replies(first.email.messageId)).toHaveLength(1);
    expect(firstReply!.data).toEqual({
      messageId: first.email.messageId,
      contactId: first.email.contactId,
      campaignId: first.email.campaignId,
      emailAccountId: accountId,
      replyMessageId: 'reply-1@realty.test',
      from: 'jordan@realty.test',
      fromName: 'Jordan Lee',
      subject: 'Re: Your listings, on autopilot',
      snippet: 'Yes, call me Tuesday.',
      receivedAt: expect.any(String),
    });
    expect(firstReply!.metadata).toMatchObject({ actor: { kind: 'system', process: 'reply-reader' }, correlationId: first.email.campaignId, reason: `Reply read from the mailbox ${accountId}` });
    expect((await replies(second.email.messageId)).map((e) => e.data)).toMatchObject([{ from: 'casey@realty.test', snippet: 'Not interested, thanks.' }]);

    // Read again from the start (a crash before the checkpoint moved): still one event per reply.
    await runtime.pg.query('delete from dispatcher.reply_checkpoints');
    await nextLook();
    expect(await replies(first.email.messageId)).toHaveLength(1);
    expect(await replies(second.email.messageId)).toHaveLength(1);

    // Only what arrives after the checkpoint is read next time.
    await deliver(reply({ Subject: 'Re: Your listings, on autopilot', 'Message-ID': '<reply-3@realty.test>', 'In-Reply-To': first.messageIdHeader }, 'Also: what does it cost?'));
    await nextLook();
    expect((await replies(first.email.messageId)).map((e) => (e.data as { snippet: string }).snippet)).toEqual(['Yes, call me Tuesday.', 'Also: what does it cost?']);
  });

  it('a message sent through the mailto of List-Unsubscribe unsubscribes the contact its token names, once; a forged token changes nothing', async () => {
    await addAccount();
    const [named, other] = [randomUUID(), randomUUID()];
    for (const contactId of [named, other]) {
      await runtime.eventStore.appendToStream(contactStream(contactId), [testEvent('ContactImported', { contactId, status: 'active', fields: { firstName: 'Jordan', email: `${contactId}@realty.test` } })], {
        expectedRevision: 'no_stream',
      });
    }
    const campaignId = randomUUID();
    const token = signUnsubscribeToken(unsubscribeKey(runtime.keys), { contactId: named, campaignId });
    const forged = signUnsubscribeToken(unsubscribeKey({ secretsKey: Buffer.alloc(32, 9) }), { contactId: other, campaignId: null });
    await deliver(reply({ Subject: `unsubscribe ${token}`, 'Message-ID': '<unsubscribe-1@realty.test>' }, 'This message was sent by your mail app to unsubscribe.'));
    await deliver(reply({ Subject: `unsubscribe ${forged}`, 'Message-ID': '<unsubscribe-2@realty.test>' }, ''));
    await nextLook();

    const statusChanges = async (contactId: string) => {
      const all: RecordedEvent[] = [];
      for await (const e of runtime.eventStore.readStream(contactStream(contactId))) if (e.type === 'ContactStatusChanged') all.push(e);
      return all;
    };
    const [changed] = await statusChanges(named);
    expect(changed!.data).toMatchObject({ contactId: named, status: 'unsubscribed' });
    expect(changed!.metadata).toMatchObject({
      actor: { kind: 'system', process: 'reply-reader' },
      reason: `The recipient asked to unsubscribe by e-mail (the List-Unsubscribe address of campaign ${campaignId})`,
    });
    expect(await statusChanges(other)).toEqual([]);
    // Read again from the start: unsubscribed once.
    await runtime.pg.query('delete from dispatcher.reply_checkpoints');
    await nextLook();
    expect(await statusChanges(named)).toHaveLength(1);
  });

  it('reads nothing of a mailbox without an IMAP server, and stops reading one whose server is removed', async () => {
    const without = await addAccount({ fromEmail: 'sam@listingpro.test', imapHost: null, imapPort: null });
    const reading = await addAccount({ fromEmail: 'lee@listingpro.test' });
    // Accounts are taken in order: once the second is read, the first was passed over.
    await untilScheduled((keys) => keys.includes(reading));
    expect(await scheduled()).not.toContain(without);

    const settings = (await emailAccounts.load(runtime.eventStore, reading)).settings!;
    await emailAccounts.run(
      runtime.eventStore,
      reading,
      { type: 'UpdateEmailAccount', accountId: reading, settings: { ...settings, imapHost: null }, secretChanged: false },
      processContext(clock, 'test'),
    );
    await untilScheduled((keys) => !keys.includes(reading));
  });
});

async function scheduled(): Promise<string[]> {
  const { rows } = await runtime.pg.query<{ key: string }>("select key from runner.work where kind = 'email-reply-check'");
  return rows.map((r) => r.key);
}

async function untilScheduled(done: (keys: string[]) => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!done(await scheduled())) {
    if (Date.now() > deadline) throw new Error(`reply checks scheduled: ${(await scheduled()).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
