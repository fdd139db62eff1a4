import { randomUUID } from 'node:crypto';
import { emailAccounts, emailAccountSecretName, outboundEmailStream, type EmailAccountSettings, type EmailSent, type QueuedEmail, type RecordedEvent } from '@outreach/domain';
import { createRuntime, loadConfig, processContext, type Runtime } from '@outreach/server-kit';
import { putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { createTestDatabase, type SmtpSink, startDnsServer, startSmtpSink, testClock, type TestDatabase, testDataDir, type TestDnsServer, testEvent, addressCheck } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcher, type Dispatcher } from '../dispatcher.ts';
import { UNKNOWN_OUTCOME_REASON } from './sendQueuedEmail.ts';
import { brokenConnectionReason } from './smtpRefusal.ts';

const dataDir = testDataDir('dispatcher');

const POSTAL = 'ListingPro, 500 Congress Ave, Austin, TX 78701';
const REFUSED = 'gone@agents.test';
/** The sink keeps a message to this address and closes the connection before answering it. */
const UNANSWERED = 'unanswered@agents.test';
const clock = testClock('2026-01-05T17:00:00.000Z');

let database: TestDatabase;
let runtime: Runtime;
let sink: SmtpSink;
let dispatcher: Dispatcher;
let dns: TestDnsServer;

const smtpAccount = (port: number, overrides: Partial<EmailAccountSettings> = {}): EmailAccountSettings => ({
  name: 'Dana',
  provider: 'smtp',
  fromName: 'Dana from ListingPro',
  fromEmail: 'dana@listingpro.test',
  isActive: true,
  signature: 'Dana Whitfield\nListingPro',
  smtpHost: '127.0.0.1',
  smtpPort: port,
  smtpUsername: 'dana',
  smtpSecurity: 'none',
  warmupEnabled: false,
  dailyLimit: 100_000,
  ...overrides,
});

async function addAccount(settings: EmailAccountSettings): Promise<string> {
  const accountId = randomUUID();
  await putSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId), 'dana-password');
  await emailAccounts.run(runtime.eventStore, accountId, { type: 'AddEmailAccount', accountId, settings, secretGiven: true }, processContext(clock, 'test'));
  return accountId;
}

function email(accountId: string, to: string, overrides: Partial<QueuedEmail> = {}): QueuedEmail {
  return {
    messageId: randomUUID(),
    emailAccountId: accountId,
    to: { email: to, name: 'Ana Ruiz' },
    contactId: randomUUID(),
    campaignId: randomUUID(),
    source: 'campaign',
    marketing: true,
    subject: 'Your listings, on autopilot',
    text: 'Hi Ana,\n\nTry ListingPro free for 7 days.',
    html: null,
    notBefore: clock.now().toISOString(),
    ...overrides,
  };
}

/** Queue e-mails as a campaign would: one EmailQueued per e-mail, all in one append. */
async function queue(emails: QueuedEmail[]): Promise<void> {
  await runtime.eventStore.appendToStreams(
    emails.map((e) => ({ streamId: outboundEmailStream(e.messageId), events: [testEvent('EmailQueued', e)], expectedRevision: 'no_stream' as const })),
  );
}

async function events(messageId: string): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const e of runtime.eventStore.readStream(outboundEmailStream(messageId))) all.push(e);
  return all;
}

const FINAL = new Set(['EmailSent', 'EmailSkipped', 'EmailBounced', 'EmailOutcomeUnknown']);
const isFinal = (e: RecordedEvent) => FINAL.has(e.type) || (e.type === 'EmailFailed' && (e.data as { permanent: boolean }).permanent);

/** Wait until every e-mail has an outcome of one of the types (or, with `type`, that type last). */
async function settled(ids: string[], done: (last: RecordedEvent) => boolean = isFinal, timeoutMs = 30_000): Promise<Map<string, RecordedEvent[]>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = new Map(await Promise.all(ids.map(async (id) => [id, await events(id)] as const)));
    if ([...all.values()].every((es) => es.length > 0 && done(es.at(-1)!))) return all;
    if (Date.now() > deadline) throw new Error(`not settled: ${[...all.values()].filter((es) => !done(es.at(-1)!)).map((es) => es.map((e) => e.type).join(',')).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const arrivedFor = (address: string) => sink.received.filter((m) => m.to.includes(address));

beforeAll(async () => {
  sink = await startSmtpSink(
    { dana: 'dana-password' },
    { refuseRecipient: (a) => (a === REFUSED ? { code: 550, message: '5.1.1 No such user here' } : undefined), closeAfterData: (to) => to.includes(UNANSWERED) },
  );
  // The recipients' domain takes mail; gone.test does not exist.
  dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  database = await createTestDatabase('dispatcher_email');
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir.path,
    PUBLIC_URL: 'https://outreach.test',
    SENDER_POSTAL_ADDRESS: POSTAL,
    EMAIL_SENDS_PER_MINUTE: '0',
    DNS_SERVERS: dns.server,
    LOG_LEVEL: 'silent',
  });
  runtime = await createRuntime(config, { name: 'dispatcher-email-test', allowInProcessBus: true, clock });
  dispatcher = await startDispatcher(runtime, { handlers: [] });
});
afterAll(async () => {
  await dispatcher?.stop();
  await runtime?.close();
  await database?.drop();
  await sink?.close();
  await dns?.close();
  dataDir.remove();
});

describe('the e-mail engine', () => {
  it('sends every queued e-mail once, compliant, and records who sent it and why', async () => {
    const accountId = await addAccount(smtpAccount(sink.port));
    const batch = Array.from({ length: 40 }, (_, i) => email(accountId, `agent${i}@agents.test`));
    await queue(batch);
    const outcomes = await settled(batch.map((e) => e.messageId));
    for (const e of batch) {
      const [queued, started, sent] = outcomes.get(e.messageId)!;
      expect([queued!.type, started!.type, sent!.type]).toEqual(['EmailQueued', 'EmailSendStarted', 'EmailSent']);
      expect(sent!.data).toMatchObject({ attempt: 1, provider: 'smtp' });
      // What folds outcomes reads the e-mail's recipient from the outcome itself.
      expect((sent!.data as EmailSent['data']).recipient).toEqual({ contactId: e.contactId, campaignId: e.campaignId, email: e.to.email, emailAccountId: accountId });
      expect(sent!.metadata).toMatchObject({ actor: { kind: 'system', process: 'dispatcher' }, causationId: queued!.eventId, correlationId: queued!.metadata.correlationId });
      const arrived = arrivedFor(e.to.email);
      expect(arrived).toHaveLength(1);
      const raw = arrived[0]!.raw;
      expect(raw).toMatch(new RegExp(`^X-Outreach-Message-Id: ${e.messageId}\r?$`, "im"));
      expect(raw).toMatch(/List-Unsubscribe:\s+<https:\/\/outreach\.test\/unsubscribe\/[\w-]+\.[\w-]+>,\s+<mailto:dana@listingpro\.test\?subject=unsubscribe%20/);
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(raw).toContain(POSTAL);
      expect(arrived[0]!.username).toBe('dana');
    }
  });

  it('holds back e-mail to suppressed and unsubscribed recipients, and says why', async () => {
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'sam@listingpro.test' }));
    await runtime.eventStore.appendToStream(
      'email-delivery-complainer@agents.test',
      [testEvent('EmailDeliveryReported', { provider: 'sendgrid', providerEventId: 'sg-1', kind: 'complained', email: 'complainer@agents.test', messageId: null, campaignId: null, bounceType: null, reason: null, providerResponse: null, reportedAt: clock.now().toISOString() })],
      { expectedRevision: 'any' },
    );
    const unsubscribed = email(accountId, 'left@agents.test');
    await runtime.eventStore.appendToStream(`contact-${unsubscribed.contactId}`, [testEvent('ContactStatusChanged', { contactId: unsubscribed.contactId, status: 'unsubscribed', previousStatus: 'active' })], { expectedRevision: 'any' });
    // The complaint reaches the suppression list before the e-mail is queued.
    await waitFor(async () => (await runtime.pg.query(`select 1 from dispatcher.suppressions where address = 'complainer@agents.test'`)).rowCount === 1);
    const complained = email(accountId, 'Complainer@agents.test');
    await queue([complained, unsubscribed]);
    const outcomes = await settled([complained.messageId, unsubscribed.messageId]);
    expect(outcomes.get(complained.messageId)!.at(-1)).toMatchObject({ type: 'EmailSkipped', data: { reason: 'Spam complaint' } });
    expect(outcomes.get(unsubscribed.messageId)!.at(-1)).toMatchObject({ type: 'EmailSkipped', data: { reason: 'Unsubscribed' } });
    expect(arrivedFor('complainer@agents.test')).toHaveLength(0);
    expect(arrivedFor('left@agents.test')).toHaveLength(0);
  });

  it('verifies each address before sending: the check goes with the claim of the send, an address whose domain takes no mail is skipped with its check', async () => {
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'ivy@listingpro.test' }));
    const nowhere = email(accountId, 'ana@gone.test');
    const fine = email(accountId, 'checked@agents.test');
    await queue([nowhere, fine]);
    const outcomes = await settled([nowhere.messageId, fine.messageId]);
    expect(outcomes.get(nowhere.messageId)!.at(-1)).toMatchObject({
      type: 'EmailSkipped',
      data: { reason: expect.stringMatching(/^Invalid address: /), verification: { email: 'ana@gone.test', status: 'invalid', isDeliverable: false, verificationProvider: 'outreach' } },
    });
    const [, claim, sent] = outcomes.get(fine.messageId)!;
    expect(sent!.type).toBe('EmailSent');
    expect(claim).toMatchObject({
      type: 'EmailSendStarted',
      data: { verification: { email: 'checked@agents.test', status: 'valid', subStatus: 'ok', isDeliverable: true, verificationProvider: 'outreach' } },
      metadata: { actor: { kind: 'system', process: 'dispatcher' }, causationId: outcomes.get(fine.messageId)![0]!.eventId },
    });
    // Checks made for a send are not appended to the address's stream as well.
    const apart: RecordedEvent[] = [];
    for await (const e of runtime.eventStore.readStream('email-verification-checked@agents.test')) apart.push(e);
    expect(apart).toEqual([]);
    expect(arrivedFor('ana@gone.test')).toHaveLength(0);
  });

  it('reuses a check recorded on the address’s stream within 30 days: the claim carries no check of its own', async () => {
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'ivy@listingpro.test' }));
    const known = email(accountId, 'known@agents.test');
    const verification = addressCheck({ email: 'known@agents.test', detail: 'mx.agents.test', verifiedAt: new Date(clock.now().getTime() - 24 * 60 * 60_000).toISOString() });
    await runtime.eventStore.appendToStream('email-verification-known@agents.test', [testEvent('EmailAddressVerified', verification)], { expectedRevision: 'no_stream' });
    await queue([known]);
    const [, claim, sent] = (await settled([known.messageId])).get(known.messageId)!;
    expect(sent!.type).toBe('EmailSent');
    expect(claim!.type).toBe('EmailSendStarted');
    expect(claim!.data).not.toHaveProperty('verification');
  });

  it('with no mailbox configured, the sandbox records the e-mail as simulated, whole, and nothing leaves', async () => {
    const simulated = email('unused', 'sandboxed@agents.test', { emailAccountId: null, subject: 'Sandbox check' });
    await queue([simulated]);
    const sent = (await settled([simulated.messageId])).get(simulated.messageId)!.at(-1)!;
    expect(sent).toMatchObject({ type: 'EmailSent', data: { provider: 'sandbox', response: 'Simulated: not sent, no mailbox is configured' } });
    const raw = (sent.data as { simulated: string }).simulated;
    expect(raw).toContain('Subject: Sandbox check');
    expect(raw).toContain('From: Outreach sandbox <sandbox@outreach.invalid>');
    expect(raw).toMatch(/List-Unsubscribe:\s+<https:\/\/outreach\.test\/unsubscribe\//);
    // The body is quoted-printable: soft line breaks joined.
    expect(raw.replaceAll('=\n', '')).toContain(POSTAL);
    expect(arrivedFor('sandboxed@agents.test')).toHaveLength(0);
  });

  it('a recipient the server refuses for good is a hard bounce, and is not mailed again', async () => {
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'kim@listingpro.test' }));
    const first = email(accountId, REFUSED);
    await queue([first]);
    const bounced = (await settled([first.messageId])).get(first.messageId)!.at(-1)!;
    expect(bounced).toMatchObject({ type: 'EmailBounced', data: { bounceType: 'hard', attempt: 1 } });
    expect((bounced.data as { providerMessage: string }).providerMessage).toContain('550');
    await waitFor(async () => (await runtime.pg.query(`select reason from dispatcher.suppressions where address = $1`, [REFUSED])).rows[0]?.reason === 'Hard bounce');
    const again = email(accountId, REFUSED);
    await queue([again]);
    expect((await settled([again.messageId])).get(again.messageId)!.at(-1)).toMatchObject({ type: 'EmailSkipped', data: { reason: 'Hard bounce' } });
  });

  it('a send claimed but never answered (the worker died) is recorded Unknown and not sent again', async () => {
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'lee@listingpro.test' }));
    const orphan = email(accountId, 'orphan@agents.test');
    await runtime.eventStore.appendToStream(
      outboundEmailStream(orphan.messageId),
      [testEvent('EmailQueued', orphan), testEvent('EmailSendStarted', { messageId: orphan.messageId, attempt: 1, startedAt: clock.now().toISOString() })],
      { expectedRevision: 'no_stream' },
    );
    const last = (await settled([orphan.messageId])).get(orphan.messageId)!.at(-1)!;
    expect(last).toMatchObject({ type: 'EmailOutcomeUnknown', data: { attempt: 1, reason: UNKNOWN_OUTCOME_REASON } });
    expect(arrivedFor('orphan@agents.test')).toHaveLength(0);
  });

  it('a server that takes the message and closes the connection before answering leaves it Unknown: it arrived once and is not sent again', async () => {
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'rae@listingpro.test' }));
    const unanswered = email(accountId, UNANSWERED);
    const answered = email(accountId, 'answered@agents.test');
    await queue([unanswered, answered]);
    const outcomes = await settled([unanswered.messageId, answered.messageId]);
    expect(outcomes.get(unanswered.messageId)!.at(-1)).toMatchObject({
      type: 'EmailOutcomeUnknown',
      data: { attempt: 1, reason: brokenConnectionReason('Connection closed unexpectedly') },
    });
    expect(outcomes.get(answered.messageId)!.at(-1)).toMatchObject({ type: 'EmailSent' });
    // Its send job finished: nothing comes back to try it again.
    const unfinished = `select 1 from pgboss.job where (data->>'messageId' = $1 or data->'jobs' @> jsonb_build_array(jsonb_build_object('messageId', $1::text))) and state <> 'completed'`;
    await waitFor(async () => (await runtime.pg.query(unfinished, [unanswered.messageId])).rowCount === 0);
    expect(arrivedFor(UNANSWERED)).toHaveLength(1);
    expect((await events(unanswered.messageId)).map((e) => e.type)).toEqual(['EmailQueued', 'EmailSendStarted', 'EmailOutcomeUnknown']);
  });

  it('an e-mail due later waits for its moment by the clock', async () => {
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'max@listingpro.test' }));
    const later = email(accountId, 'later@agents.test', { notBefore: new Date(clock.now().getTime() + 3 * 86_400_000).toISOString() });
    await queue([later]);
    await dispatcher.host.workRunners[0]!.whenIdle();
    await new Promise((r) => setTimeout(r, 500));
    expect((await events(later.messageId)).map((e) => e.type)).toEqual(['EmailQueued']);
    clock.advance(3 * 86_400_000);
    expect((await settled([later.messageId])).get(later.messageId)!.at(-1)!.type).toBe('EmailSent');
    expect(arrivedFor('later@agents.test')).toHaveLength(1);
  });

  it('holds the queued e-mails of a paused campaign until it is resumed, and skips those of a cancelled one', async () => {
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'pat@listingpro.test' }));
    const [paused, cancelled] = [randomUUID(), randomUUID()];
    const campaignEvent = (campaignId: string, type: string, data: object) =>
      runtime.eventStore.appendToStream(`campaign-${campaignId}`, [testEvent(type, { campaignId, ...data })], { expectedRevision: 'any' });
    const held = async (campaignId: string) => (await runtime.pg.query(`select status from dispatcher.campaign_holds where campaign_id = $1`, [campaignId])).rows[0]?.status;
    for (const campaignId of [paused, cancelled]) {
      await campaignEvent(campaignId, 'CampaignPaused', { pausedAt: clock.now().toISOString(), from: 'sending' });
      await waitFor(async () => (await held(campaignId)) === 'paused');
    }
    const waiting = [0, 1, 2].map((i) => email(accountId, `paused${i}@agents.test`, { campaignId: paused }));
    const dropped = [0, 1].map((i) => email(accountId, `dropped${i}@agents.test`, { campaignId: cancelled }));
    await queue([...waiting, ...dropped]);
    const isHeld = (last: RecordedEvent) => last.type === 'EmailDeferred' && (last.data as { cause: string }).cause === 'campaign-paused';
    const holding = await settled([...waiting, ...dropped].map((e) => e.messageId), isHeld);
    expect(holding.get(waiting[0]!.messageId)!.at(-1)!.data).toMatchObject({ reason: 'The campaign is paused: it goes when the campaign is resumed' });
    expect((await runtime.pg.query(`select count(*)::int as n from dispatcher.campaign_held_emails where campaign_id = any($1)`, [[paused, cancelled]])).rows[0].n).toBe(5);
    expect(sink.received.filter((m) => /paused\d|dropped\d/.test(m.to.join()))).toHaveLength(0);

    // The cancel skips what it held, and whatever of the campaign comes after.
    await campaignEvent(cancelled, 'CampaignCancelled', { cancelledAt: clock.now().toISOString(), from: 'paused' });
    const late = email(accountId, 'late@agents.test', { campaignId: cancelled });
    await waitFor(async () => (await held(cancelled)) === 'cancelled');
    await queue([late]);
    const skipped = await settled([...dropped, late].map((e) => e.messageId));
    for (const events of skipped.values()) expect(events.at(-1)).toMatchObject({ type: 'EmailSkipped', data: { reason: 'The campaign was cancelled' } });

    // The resume sends what the pause held, at once (not a day later), each once.
    await campaignEvent(paused, 'CampaignResumed', { resumedAt: clock.now().toISOString(), to: 'sending' });
    const sent = await settled(waiting.map((e) => e.messageId));
    for (const e of waiting) {
      expect(sent.get(e.messageId)!.map((event) => event.type)).toEqual(['EmailQueued', 'EmailDeferred', 'EmailSendStarted', 'EmailSent']);
      expect(arrivedFor(e.to.email)).toHaveLength(1);
    }
    expect(await held(paused)).toBeUndefined();
    expect((await runtime.pg.query(`select count(*)::int as n from dispatcher.campaign_held_emails`)).rows[0].n).toBe(0);
    expect(arrivedFor('dropped0@agents.test')).toHaveLength(0);
  });

  it('a mailbox whose sign-in the server refuses holds its e-mails without using up their tries or the day, and sends them once fixed', async () => {
    clock.set('2026-01-20T17:00:00.000Z');
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'kai@listingpro.test' }));
    await putSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId), 'an-old-password');
    await emailAccounts.run(runtime.eventStore, accountId, { type: 'UpdateEmailAccount', accountId, settings: smtpAccount(sink.port, { fromEmail: 'kai@listingpro.test' }), secretChanged: true }, processContext(clock, 'test'));
    const batch = [email(accountId, 'ivy@agents.test'), email(accountId, 'jo@agents.test')];
    await queue(batch);
    const held = await settled(batch.map((e) => e.messageId), (last) => last.type === 'EmailDeferred');
    for (const es of held.values()) {
      expect(es.at(-1)!.data).toMatchObject({ until: '2026-01-20T17:01:00.000Z', cause: 'setting' });
      expect((es.at(-1)!.data as { reason: string }).reason).toMatch(/^The mailbox could not sign in or reach its mail server \(.*535.*\); it waits and is tried again$/);
    }
    const { rows } = await runtime.pg.query<{ sent: number }>('select coalesce(sum(emails_sent), 0)::int as sent from dispatcher.daily_send_counts where email_account_id = $1', [accountId]);
    expect(rows[0]!.sent).toBe(0);
    expect(batch.flatMap((e) => arrivedFor(e.to.email))).toEqual([]);

    // Half a minute on, someone puts the right password in: at their next try both go out, once each.
    clock.set('2026-01-20T17:00:30.000Z');
    await putSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId), 'dana-password');
    await emailAccounts.run(runtime.eventStore, accountId, { type: 'UpdateEmailAccount', accountId, settings: smtpAccount(sink.port, { fromEmail: 'kai@listingpro.test', name: 'Kai' }), secretChanged: true }, processContext(clock, 'test'));
    clock.set('2026-01-20T17:01:01.000Z');
    const sent = await settled(batch.map((e) => e.messageId));
    expect([...sent.values()].every((es) => es.at(-1)!.type === 'EmailSent')).toBe(true);
    for (const e of batch) expect(arrivedFor(e.to.email)).toHaveLength(1);
  });

  it('an e-mail whose moment comes outside its campaign’s send window (after a hold) waits for the window to open in the recipient’s zone', async () => {
    // Wednesday 21 January 2026, 10 p.m. in New York.
    clock.set('2026-01-22T03:00:00.000Z');
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'lee@listingpro.test' }));
    const late = email(accountId, 'kim@agents.test', { sendWindow: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '09:00', end: '17:00', zone: 'America/New_York' } });
    await queue([late]);
    const held = (await settled([late.messageId], (last) => last.type === 'EmailDeferred')).get(late.messageId)!.at(-1)!;
    expect(held.data).toMatchObject({
      until: '2026-01-22T14:00:00.000Z',
      cause: 'send-window',
      reason: "Outside the campaign's send window (09:00–17:00 on mon, tue, wed, thu, fri, America/New_York): it goes when the window opens",
    });
    expect(arrivedFor('kim@agents.test')).toEqual([]);
    // 9 a.m. there: it goes.
    clock.set('2026-01-22T14:00:01.000Z');
    const sent = (await settled([late.messageId])).get(late.messageId)!;
    expect(sent.at(-1)!.type).toBe('EmailSent');
    expect(arrivedFor('kim@agents.test')).toHaveLength(1);
  });

  it('stops at the warm-up limit of the day, in the team time zone, and goes on after local midnight', async () => {
    // Monday 12 January 2026, 9:00 in Los Angeles (the team's default zone).
    clock.set('2026-01-12T17:00:00.000Z');
    const accountId = await addAccount(smtpAccount(sink.port, { fromEmail: 'wes@listingpro.test', warmupEnabled: true }));
    const batch = Array.from({ length: 53 }, (_, i) => email(accountId, `warm${i}@agents.test`));
    await queue(batch);
    const first = await settled(batch.map((e) => e.messageId), (last) => last.type === 'EmailSent' || last.type === 'EmailDeferred');
    const deferred = [...first.values()].filter((es) => es.at(-1)!.type === 'EmailDeferred').map((es) => es.at(-1)!);
    expect(deferred).toHaveLength(3);
    for (const d of deferred) {
      // Midnight in Los Angeles on 13 January is 08:00 UTC.
      expect(d.data).toMatchObject({ until: '2026-01-13T08:00:00.000Z', cause: 'daily-limit' });
      expect((d.data as { reason: string }).reason).toContain('daily limit of 50');
    }
    clock.set('2026-01-13T08:00:01.000Z');
    const second = await settled(batch.map((e) => e.messageId));
    expect([...second.values()].every((es) => es.at(-1)!.type === 'EmailSent')).toBe(true);
    expect(new Set(batch.flatMap((e) => arrivedFor(e.to.email))).size).toBe(53);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
