import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDispatcher, type Dispatcher } from '@outreach/dispatcher';
import { ANSWER_WINDOW_MS, EMAIL_ENGINE_DEFAULTS } from '@outreach/dispatcher/email/emailEngine.ts';
import { SendsInFlight } from '@outreach/dispatcher/email/sendsInFlight.ts';
import { appendDecision, emailAccounts, emailAccountSecretName, outboundEmail, outboundEmailStream, type EmailAccountSettings, type OutboundEmailEvent, type QueuedEmail } from '@outreach/domain';
import { BatchingEventStore } from '@outreach/event-store';
import { composeEmail, createSmtpTransport } from '@outreach/providers';
import { createRuntime, DEFAULT_EMAIL_SMTP_CONNECTIONS, loadConfig, processContext, signUnsubscribeToken, unsubscribeKey, unsubscribeMailto, unsubscribeUrl, type Runtime } from '@outreach/server-kit';
import { putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { startDnsServer, testEvent, type ReceivedMail, type TestDnsServer, testDataDir } from '@outreach/testing';
import { cpuFigures } from '../support/cpuFigures.ts';
import { startCpuMeter, type CpuSpent } from '../support/cpuMeter.ts';
import { toFigure, valueFigure } from '../support/figures.ts';
import { withTimeout } from '../support/platform.ts';
import { compareOptions } from '../support/progress.ts';
import { percentile } from '../support/stats.ts';
import { storeMoment } from '../support/storeClock.ts';
import { startThreadedSmtpSink, type ThreadedSmtpSink } from '../support/threadedSmtpSink.ts';
import type { Figure, Suite, SuiteContext } from '../support/suite.ts';
import { compare, type Workload } from '../support/timing.ts';

/** E-mails per repetition of the throughput figure. */
const EMAILS_PER_ROUND = 2_000;
/** E-mails due later, and the span their moments are spread over (real clock). */
const DELAYED_EMAILS = 300;
const DELAY_SPAN_MS = 10_000;
/** The first delayed e-mail is due this long after it is queued, so that all are queued before any is due. */
const DELAY_LEAD_MS = 1_000;
const LAG_TARGET_MS = 1_000;
/** How long a round may take before the suite fails (a stuck engine, a lost e-mail). */
const SETTLE_TIMEOUT_MS = 120_000;
/** Pooled connections per mailbox, as the engine's MailboxTransports opens them. */
const POOLED_CONNECTIONS = DEFAULT_EMAIL_SMTP_CONNECTIONS;

const POSTAL = 'ListingPro, 500 Congress Ave, Austin, TX 78701';
const PUBLIC_URL = 'https://outreach.bench';
const USER = { name: 'bench', password: 'bench-smtp-password' };

const account = (port: number): EmailAccountSettings => ({
  name: 'Bench',
  provider: 'smtp',
  fromName: 'Dana from ListingPro',
  fromEmail: 'dana@listingpro.test',
  isActive: true,
  signature: 'Dana Whitfield\nListingPro',
  smtpHost: '127.0.0.1',
  smtpPort: port,
  smtpUsername: USER.name,
  smtpSecurity: 'none',
  // No limit may hold an e-mail back: no warm-up, the highest daily limit, no burst pacing (config).
  warmupEnabled: false,
  dailyLimit: 100_000,
});

/** One campaign e-mail of a round, marketing so that it carries the unsubscribe headers and footer. */
function email(accountId: string, round: string, i: number, notBefore: Date): QueuedEmail {
  return {
    messageId: randomUUID(),
    emailAccountId: accountId,
    to: { email: `agent${i}.${round}@agents.test`, name: 'Ana Ruiz' },
    contactId: randomUUID(),
    campaignId: randomUUID(),
    source: 'campaign',
    marketing: true,
    subject: 'Your listings, on autopilot',
    text: `Hi Ana,\n\nListingPro posts your listings everywhere buyers look, while you show houses.\nTry it free for 7 days: reply "yes" and I will set it up for you.\n\n(${i})`,
    html: null,
    notBefore: notBefore.toISOString(),
  };
}

/**
 * The message the engine puts together for an e-mail (sendQueuedEmail's compose): the same
 * composeEmail inputs, the unsubscribe link signed with the runtime's key, no DKIM key configured.
 */
function composeAsEngine(runtime: Runtime, settings: EmailAccountSettings, e: QueuedEmail): ReturnType<typeof composeEmail> {
  const token = signUnsubscribeToken(unsubscribeKey(runtime.keys), { contactId: e.contactId!, campaignId: e.campaignId });
  return composeEmail({
    messageId: e.messageId,
    from: { email: settings.fromEmail, name: settings.fromName },
    to: e.to,
    subject: e.subject,
    text: e.text,
    html: e.html,
    marketing: e.marketing,
    unsubscribe: { url: unsubscribeUrl(PUBLIC_URL, token), mailto: unsubscribeMailto(settings.fromEmail, token) },
    postalAddress: POSTAL,
    signature: settings.signature,
    dkim: null,
    campaignId: e.campaignId,
    date: new Date(),
  });
}

const MESSAGE_ID_LINE = /^X-Outreach-Message-Id: *([0-9a-f-]{36})\r?$/im;

/** Every e-mail of the round arrived at the sink exactly once, and it holds nothing else. */
function expectArrivedOnce(received: readonly ReceivedMail[], emails: readonly QueuedEmail[], what: string): void {
  const counts = new Map<string, number>();
  for (const { raw } of received) {
    const id = MESSAGE_ID_LINE.exec(raw)?.[1];
    if (!id) throw new Error(`${what}: a message without X-Outreach-Message-Id arrived`);
    // The body is quoted-printable: its soft line breaks may fall inside the address.
    const unfolded = raw.replace(/=\r?\n/g, '');
    if (!raw.includes('List-Unsubscribe-Post: List-Unsubscribe=One-Click') || !unfolded.includes(POSTAL)) {
      throw new Error(`${what}: message ${id} arrived without the unsubscribe headers or the postal address`);
    }
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const missing = emails.filter((e) => !counts.has(e.messageId)).length;
  const twice = [...counts.values()].filter((n) => n > 1).length;
  if (missing > 0 || twice > 0 || counts.size !== emails.length) {
    throw new Error(`${what}: ${missing} of ${emails.length} e-mails missing, ${twice} arrived more than once, ${counts.size - (emails.length - missing)} unknown`);
  }
}

/** Queue e-mails as a campaign does: one EmailQueued stream each, all in one append. */
async function queue(runtime: Runtime, emails: readonly QueuedEmail[]): Promise<void> {
  await runtime.eventStore.appendToStreams(
    emails.map((e) => ({ streamId: outboundEmailStream(e.messageId), events: [testEvent('EmailQueued', e)], expectedRevision: 'no_stream' as const })),
  );
}

/** Outcome events (by type) of the outbound e-mail streams recorded since `since`. */
async function outcomesSince(runtime: Runtime, since: string): Promise<Map<string, number>> {
  const { rows } = await runtime.pg.query<{ type: string; n: number }>(
    `select type, count(*)::int as n from es.events
      where recorded_at >= $1::timestamptz and stream_id like 'outbound-email-%' and type <> 'EmailQueued' group by type`,
    [since],
  );
  return new Map(rows.map((r) => [r.type, r.n]));
}

/**
 * EmailSent recorded for these e-mails, their streams looked up by key: polling it costs the
 * database next to nothing while the engine is timed (a scan of the whole log by time took about
 * 20 ms a poll, most of them during the lag figure's 10 s).
 */
async function sentOf(runtime: Runtime, emails: readonly QueuedEmail[]): Promise<number> {
  const { rows } = await runtime.pg.query<{ n: number }>(`select count(*)::int as n from es.events where stream_id = any($1::text[]) and type = 'EmailSent'`, [
    emails.map((e) => outboundEmailStream(e.messageId)),
  ]);
  return rows[0]!.n;
}

/** Waits until `done()` (polled every `everyMs`), failing after SETTLE_TIMEOUT_MS with `what`. */
async function until(done: () => boolean | Promise<boolean>, everyMs: number, what: () => string | Promise<string>): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`timed out: ${await what()}`);
    await sleep(everyMs);
  }
}

interface Fixture {
  runtime: Runtime;
  dispatcher: Dispatcher;
  /** Stops the dispatcher, once however often called (the recording floor runs without it, so that nothing else sends its e-mails). */
  stopDispatcher(): Promise<void>;
  sink: ThreadedSmtpSink;
  /** dnsmasq answering the recipients' MX, which the engine verifies before a send. */
  dns: TestDnsServer;
  accountId: string;
  settings: EmailAccountSettings;
  /** The raw baseline's pooled transport: same sink, same number of connections as the engine's per mailbox. */
  raw: ReturnType<typeof createSmtpTransport>;
}

/** A round's e-mails, new addresses under `label`, the sink emptied first. */
async function roundEmails(f: Fixture, label: string): Promise<QueuedEmail[]> {
  await f.sink.take();
  return Array.from({ length: EMAILS_PER_ROUND }, (_, i) => email(f.accountId, label, i, new Date()));
}

/** Every e-mail arrived at the sink once, and its stream got one EmailSendStarted and one EmailSent since `since`, nothing else. */
async function expectSentOnce(f: Fixture, emails: readonly QueuedEmail[], since: string, what: string): Promise<void> {
  expectArrivedOnce(await f.sink.take(), emails, what);
  const outcomes = await outcomesSince(f.runtime, since);
  if (outcomes.size !== 2 || outcomes.get('EmailSendStarted') !== emails.length || outcomes.get('EmailSent') !== emails.length) {
    throw new Error(`${what}: outcomes ${JSON.stringify(Object.fromEntries(outcomes))}, expected one EmailSendStarted and one EmailSent per e-mail`);
  }
}

/**
 * Throughput: EmailQueued events appended, until the last EmailSent is recorded (every e-mail
 * counted at the sink first), against composeEmail + sendMail of the same e-mails on a raw
 * nodemailer pool.
 */
function throughputWorkloads(f: Fixture, cpu: { measured: CpuSpent[]; baseline: CpuSpent[] }): [Workload, Workload] {
  const measured: Workload = {
    async prepare(round) {
      const emails = await roundEmails(f, `m${round}`);
      let since = '';
      return {
        items: emails.length,
        async run() {
          since = await storeMoment(f.runtime.pg);
          const meter = await startCpuMeter(f.runtime.pg);
          await queue(f.runtime, emails);
          // The sink's count is cheap to ask for; the event store is asked only for the last few.
          const outcomes = async () => JSON.stringify(Object.fromEntries(await outcomesSince(f.runtime, since)));
          let arrived = 0;
          await until(async () => (arrived = (await f.sink.arrivals()).count) >= emails.length, 5, async () => `${arrived} of ${emails.length} e-mails at the sink (outcomes ${await outcomes()})`);
          let sent = 0;
          await until(async () => (sent = await sentOf(f.runtime, emails)) >= emails.length, 5, () => `${sent} of ${emails.length} EmailSent recorded`);
          cpu.measured.push(await meter());
        },
        verify: () => expectSentOnce(f, emails, since, 'engine'),
      };
    },
  };
  return [measured, rawPoolWorkload(f, cpu.baseline)];
}

/** The raw pool's sends of a round's e-mails, composed as the engine composes them (the baseline of both throughput figures). */
function rawPoolWorkload(f: Fixture, spent?: CpuSpent[]): Workload {
  return {
    async prepare(round) {
      const emails = await roundEmails(f, `b${round}`);
      return {
        items: emails.length,
        async run() {
          const meter = spent && (await startCpuMeter(f.runtime.pg));
          await Promise.all(emails.map((e) => f.raw.sendMail(composeAsEngine(f.runtime, f.settings, e))));
          if (meter) spent!.push(await meter());
        },
        async verify() {
          expectArrivedOnce(await f.sink.take(), emails, 'raw pool');
        },
      };
    },
  };
}

/**
 * The floor of an engine that records each e-mail as ours does: the e-mails queued in one append,
 * then, as the engine holds them (its batch size, that many per poller, its pollers side by side),
 * each one's stream read, its send claimed (the outbound e-mail's StartEmailSend, at the revision
 * read), sent on the raw pool and its answer recorded (RecordEmailSent; answers gathered for the
 * engine's answer window, the last ones at once when no send is out), every read and append carried
 * together as the engine's are. Nothing else: no checks, limits, job queue or sending thread.
 */
function recordingFloorWorkload(f: Fixture): Workload {
  return {
    async prepare(round) {
      const emails = await roundEmails(f, `f${round}`);
      let since = '';
      return {
        items: emails.length,
        async run() {
          since = await storeMoment(f.runtime.pg);
          const store = new BatchingEventStore(f.runtime.eventStore);
          const answers = new BatchingEventStore(f.runtime.eventStore, { appendWindowMs: ANSWER_WINDOW_MS });
          const inFlight = new SendsInFlight(() => answers.flushAppends());
          const context = processContext(f.runtime.clock, 'bench');
          // The engine's decisions on the e-mail's stream: its claim at the revision read, then its answer.
          const sendOne = async (e: QueuedEmail) => {
            const stream = outboundEmailStream(e.messageId);
            let read = { state: outboundEmail.initialState, revision: undefined as bigint | undefined };
            for await (const event of store.readStream(stream)) read = { state: outboundEmail.evolve(read.state, { type: event.type, data: event.data } as OutboundEmailEvent), revision: event.revision };
            const claimed = await appendDecision(store, stream, outboundEmail, read, { type: 'StartEmailSend', messageId: e.messageId }, context);
            const sent = await inFlight.track(() => f.raw.sendMail(composeAsEngine(f.runtime, f.settings, e)));
            await appendDecision(answers, stream, outboundEmail, claimed, { type: 'RecordEmailSent', messageId: e.messageId, provider: 'smtp', providerMessageId: sent.messageId, response: sent.response }, context);
          };
          await queue(f.runtime, emails);
          const { batchSize, pollers } = EMAIL_ENGINE_DEFAULTS;
          let next = 0;
          await Promise.all(
            Array.from({ length: pollers }, async () => {
              while (next < emails.length) {
                const batch = emails.slice(next, (next += batchSize));
                await Promise.all(batch.map(sendOne));
              }
            }),
          );
        },
        verify: () => expectSentOnce(f, emails, since, 'recording floor'),
      };
    },
  };
}

/** E-mails due over the next DELAY_SPAN_MS, from DELAY_LEAD_MS on. */
function delayedEmails(f: Fixture, label: string): QueuedEmail[] {
  const first = Date.now() + DELAY_LEAD_MS;
  return Array.from({ length: DELAYED_EMAILS }, (_, i) => email(f.accountId, label, i, new Date(first + Math.round((i * DELAY_SPAN_MS) / DELAYED_EMAILS))));
}

/** Engine: each delayed e-mail's EmailSent recordedAt − its notBefore, in ms. */
async function engineLags(f: Fixture): Promise<number[]> {
  await f.sink.take();
  const emails = delayedEmails(f, 'lag');
  const since = await storeMoment(f.runtime.pg);
  await queue(f.runtime, emails);
  let sent = 0;
  await until(async () => (sent = await sentOf(f.runtime, emails)) >= emails.length, 50, () => `${sent} of ${emails.length} delayed e-mails sent`);
  expectArrivedOnce(await f.sink.take(), emails, 'engine, delayed');
  const { rows } = await f.runtime.pg.query<{ message_id: string; recorded_ms: string }>(
    `select data->>'messageId' as message_id, floor(extract(epoch from recorded_at) * 1000)::int8::text as recorded_ms
       from es.events where type = 'EmailSent' and recorded_at >= $1::timestamptz`,
    [since],
  );
  const sentAt = new Map(rows.map((r) => [r.message_id, Number(r.recorded_ms)]));
  return emails.map((e) => sentAt.get(e.messageId)! - Date.parse(e.notBefore));
}

/** Raw path: a timer at each notBefore, composeEmail and sendMail on the raw pool; lag until the server's answer. */
async function rawLags(f: Fixture): Promise<number[]> {
  await f.sink.take();
  const emails = delayedEmails(f, 'rawlag');
  const lags = await Promise.all(
    emails.map(async (e) => {
      const due = Date.parse(e.notBefore);
      await sleep(Math.max(0, due - Date.now()));
      await f.raw.sendMail(composeAsEngine(f.runtime, f.settings, e));
      return performance.timeOrigin + performance.now() - due;
    }),
  );
  expectArrivedOnce(await f.sink.take(), emails, 'raw pool, delayed');
  return lags;
}

async function startFixture(context: SuiteContext, dataDir: string): Promise<Fixture> {
  const sink = await startThreadedSmtpSink({ [USER.name]: USER.password });
  // The recipients' domain takes mail, so that their addresses verify as valid.
  const dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  const config = loadConfig({
    DATABASE_URL: context.databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    SENDER_POSTAL_ADDRESS: POSTAL,
    EMAIL_SENDS_PER_MINUTE: '0',
    DNS_SERVERS: dns.server,
    LOG_LEVEL: 'silent',
  });
  const runtime = await createRuntime(config, { name: 'bench-sending', allowInProcessBus: true });
  // The engine's tuning (batch size, pollers) at its defaults: the figure is the product's.
  const dispatcher = await withTimeout(startDispatcher(runtime, { handlers: [] }), 60_000, 'startDispatcher');
  const settings = account(sink.port);
  const accountId = randomUUID();
  await putSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId), USER.password);
  await emailAccounts.run(runtime.eventStore, accountId, { type: 'AddEmailAccount', accountId, settings, secretGiven: true }, processContext(runtime.clock, 'bench'));
  const raw = createSmtpTransport(
    { host: sink.host, port: sink.port, security: 'none', username: USER.name, password: USER.password },
    30_000,
    { pool: true, maxConnections: POOLED_CONNECTIONS },
  );
  let stopping: Promise<void> | undefined;
  return { runtime, dispatcher, stopDispatcher: () => (stopping ??= dispatcher.stop()), sink, dns, accountId, settings, raw };
}

export const sendingSuite: Suite = {
  name: 'sending',
  description: `e-mail sending engine: ${EMAILS_PER_ROUND} e-mails to a local SMTP sink against a raw nodemailer pool, and the lag of ${DELAYED_EMAILS} e-mails due later`,
  async run(context) {
    const { log } = context;
    const dataDir = testDataDir('bench-sending');
    let f: Fixture | undefined;
    try {
      f = await startFixture(context, dataDir.path);
      const figures: Figure[] = [];

      log(`throughput: ${EMAILS_PER_ROUND} e-mails per round, one mailbox, ${POOLED_CONNECTIONS} pooled connections`);
      const cpu = { measured: [] as CpuSpent[], baseline: [] as CpuSpent[] };
      const throughput = await compare(...throughputWorkloads(f, cpu), compareOptions(context));
      figures.push(
        toFigure(
          {
            id: 'sending.email.throughput',
            name: 'e-mails sent, queued → EmailSent',
            unit: 'e-mails/s',
            baselineDescription: `composeEmail + sendMail of the same e-mails on a raw nodemailer pool (${POOLED_CONNECTIONS} connections), same sink`,
            target: 0.8,
            notes:
              `${EMAILS_PER_ROUND} marketing e-mails of one mailbox queued in one append; timed until the last EmailSent is recorded, ` +
              'each e-mail checked at the sink exactly once; new addresses each round, so each is verified (MX) and recorded first; ' +
              'engine at its default batch size and pollers, no daily limit or pacing in the way',
          },
          throughput,
        ),
        ...cpuFigures({
          id: 'sending.email',
          what: 'e-mail',
          span: 'queued → EmailSent',
          items: EMAILS_PER_ROUND,
          warmup: context.warmup,
          measured: cpu.measured,
          baseline: cpu.baseline,
          process: 'the engine, its sending thread, the sink',
          mainThread: 'the engine’s events, checks, claims and jobs',
        }),
      );

      log(`due-to-sent lag: ${DELAYED_EMAILS} e-mails due over ${DELAY_SPAN_MS / 1000} s, engine then raw timers`);
      const value = await engineLags(f);
      const baseline = await rawLags(f);
      const p99 = percentile(value, 99);
      const baselineDescription = 'a timer at notBefore, then composeEmail + sendMail on the raw pool, until the server answers';
      const notes = `${DELAYED_EMAILS} e-mails with notBefore spread over ${DELAY_SPAN_MS / 1000} s (real clock); lag = EmailSent recordedAt − notBefore`;
      figures.push(
        valueFigure({
          id: 'sending.email.dueLag.p50',
          name: 'due → sent lag, p50',
          unit: 'ms',
          better: 'lower',
          value: percentile(value, 50),
          baseline: percentile(baseline, 50),
          baselineDescription,
          samples: { latenciesMs: { value, baseline } },
          notes,
        }),
        valueFigure({
          id: 'sending.email.dueLag.p99',
          name: 'due → sent lag, p99',
          unit: 'ms',
          better: 'lower',
          value: p99,
          baseline: percentile(baseline, 99),
          baselineDescription,
          statedTarget: { text: `p99 < ${LAG_TARGET_MS / 1000} s`, met: p99 < LAG_TARGET_MS },
          notes,
        }),
      );

      log(`recording floor: ${EMAILS_PER_ROUND} e-mails per round on the raw pool, each with the engine's events, the engine stopped`);
      await f.stopDispatcher();
      const floor = await compare(recordingFloorWorkload(f), rawPoolWorkload(f), compareOptions(context));
      // Shown under the engine's own throughput, which it bounds.
      figures.splice(
        1,
        0,
        toFigure(
          {
            id: 'sending.email.recordingFloor',
            name: 'the floor: the raw pool, recording each e-mail’s events',
            unit: 'e-mails/s',
            baselineDescription: 'composeEmail + sendMail of the same e-mails on the raw pool alone',
            notes:
              `what an engine that records each e-mail as ours does reaches at best: ${EMAILS_PER_ROUND} e-mails queued in one append, then as many in hand as the engine holds, each one's ` +
              'stream read, its send claimed (EmailSendStarted), sent on the raw pool and its answer recorded (EmailSent, gathered for the engine’s answer window), ' +
              'reads and appends carried together as the engine’s are; no checks, limits, job queue or sending thread; measured after the engine’s rounds, on the same database. ' +
              'The engine’s throughput ÷ this one is what those cost',
          },
          floor,
        ),
      );
      return figures;
    } finally {
      f?.raw.close();
      await f?.stopDispatcher().catch(() => undefined);
      await f?.runtime.close().catch(() => undefined);
      await f?.sink.close().catch(() => undefined);
      await f?.dns.close().catch(() => undefined);
      dataDir.remove();
    }
  },
};
