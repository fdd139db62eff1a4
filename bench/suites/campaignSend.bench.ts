import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { campaignStream, emailAccounts, emailAccountSecretName, renderEmail, type CampaignSendCounts, type EmailAccountSettings } from '@outreach/domain';
import { composeEmail, createSmtpTransport } from '@outreach/providers';
import { DEFAULT_EMAIL_SMTP_CONNECTIONS, processContext, signUnsubscribeToken, unsubscribeKey, unsubscribeMailto, unsubscribeUrl, type Runtime } from '@outreach/server-kit';
import { putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { startDnsServer, type ReceivedMail, type TestDnsServer } from '@outreach/testing';
import { startThreadedSmtpSink, type ThreadedSmtpSink } from '../support/threadedSmtpSink.ts';
import { cpuFigures } from '../support/cpuFigures.ts';
import { startCpuMeter, type CpuSpent } from '../support/cpuMeter.ts';
import { toFigure, valueFigure } from '../support/figures.ts';
import { startBenchPlatform, type BenchPlatform } from '../support/platform.ts';
import { compareOptions } from '../support/progress.ts';
import { median } from '../support/stats.ts';
import type { Figure, Suite, SuiteContext } from '../support/suite.ts';
import { compare, type Workload } from '../support/timing.ts';

/** Recipients of each campaign. */
const RECIPIENTS = 10_000;
const FIRST_MESSAGE_TARGET_MS = 2_000;
/** How long a round may take before the suite fails (a stuck send, a lost e-mail). */
const SETTLE_TIMEOUT_MS = 300_000;
/** Pooled connections per mailbox, as the engine's MailboxTransports opens them. */
const POOLED_CONNECTIONS = DEFAULT_EMAIL_SMTP_CONNECTIONS;

const POSTAL = 'ListingPro, 500 Congress Ave, Austin, TX 78701';
const PUBLIC_URL = 'https://outreach.bench';
const USER = { name: 'bench', password: 'bench-smtp-password' };
const TEMPLATE = { subject: '{{firstName}}, your {{city}} listings', content: 'Hi {{firstName}},\n\nListingPro posts your listings everywhere buyers look in {{city}}, while you show houses.\nTry it free for 7 days.' };

const account = (port: number): EmailAccountSettings => ({
  name: 'Bench',
  provider: 'smtp',
  fromName: 'Dana from ListingPro',
  fromEmail: 'dana@listingpro.test',
  isActive: true,
  signature: null,
  smtpHost: '127.0.0.1',
  smtpPort: port,
  smtpUsername: USER.name,
  smtpSecurity: 'none',
  // No limit may hold an e-mail back: no warm-up, the highest daily limit, no burst pacing (config).
  warmupEnabled: false,
  dailyLimit: 100_000,
});

interface Recipient {
  contactId: string;
  firstName: string;
  email: string;
  city: string;
}

interface Fixture {
  bench: BenchPlatform;
  runtime: Runtime;
  sink: ThreadedSmtpSink;
  dns: TestDnsServer;
  accountId: string;
  settings: EmailAccountSettings;
  templateId: string;
  raw: ReturnType<typeof createSmtpTransport>;
}

/** 10,000 agents of a city of their own (new addresses each round, so each is verified), written straight into read.contacts, then vacuumed and analysed. */
async function insertRecipients(runtime: Runtime, label: string): Promise<Recipient[]> {
  const city = `Bench ${label}`;
  const recipients = Array.from({ length: RECIPIENTS }, (_, i): Recipient => ({ contactId: randomUUID(), firstName: `Ana${i}`, email: `agent${i}.${label}@agents.test`, city }));
  await runtime.pg.query(
    `insert into read.contacts (id, first_name, last_name, email, city, state, zip_code, status, listing_count, created_at, updated_at)
     select id, first_name, 'Ruiz', email, city, 'TX', '78701', 'active', 25, now(), now()
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as r(id, first_name, email, city)`,
    [recipients.map((r) => r.contactId), recipients.map((r) => r.firstName), recipients.map((r) => r.email), recipients.map((r) => r.city)],
  );
  // What autovacuum does after a bulk load (the other platform suites do the same): the table's statistics count the new agents.
  await runtime.pg.query('vacuum (analyze) read.contacts');
  return recipients;
}

/** Every recipient got exactly one message, and the sink holds nothing else. */
function expectArrivedOnce(received: readonly ReceivedMail[], recipients: readonly Recipient[], what: string): void {
  const counts = new Map<string, number>();
  for (const m of received) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  const missing = recipients.filter((r) => !counts.has(r.email)).length;
  const twice = [...counts.values()].filter((n) => n > 1).length;
  if (missing > 0 || twice > 0 || counts.size !== recipients.length) {
    throw new Error(`${what}: ${missing} of ${recipients.length} recipients got nothing, ${twice} got more than one, ${counts.size - (recipients.length - missing)} unknown`);
  }
}

async function until(done: () => boolean | Promise<boolean>, everyMs: number, what: () => string): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`timed out: ${what()}`);
    await sleep(everyMs);
  }
}

/** Milliseconds from `start` (epoch ms) until the sink took the first message, asked once the run is over (NaN if none came). */
async function firstArrival(sink: ThreadedSmtpSink, start: number): Promise<number> {
  const { firstAt } = await sink.arrivals();
  return firstAt === null ? Number.NaN : firstAt - start;
}

/** What each round of a workload took: its first message at the sink (ms after the start), and the CPU it cost. */
interface RoundCosts {
  firsts: number[];
  cpu: CpuSpent[];
}

/** Now, in epoch milliseconds to the fraction, as the sink's thread tells its arrivals. */
const epochNow = () => performance.timeOrigin + performance.now();

/**
 * The message the engine puts together for a campaign e-mail (sendQueuedEmail's compose): the
 * template filled in for the recipient, the unsubscribe link signed with the runtime's key.
 */
function composeAsEngine(f: Fixture, campaignId: string, r: Recipient): ReturnType<typeof composeEmail> {
  const token = signUnsubscribeToken(unsubscribeKey(f.runtime.keys), { contactId: r.contactId, campaignId });
  const rendered = renderEmail(TEMPLATE, { firstName: r.firstName, city: r.city });
  return composeEmail({
    messageId: randomUUID(),
    from: { email: f.settings.fromEmail, name: f.settings.fromName },
    to: { email: r.email, name: `${r.firstName} Ruiz` },
    subject: rendered.subject,
    text: rendered.text,
    html: null,
    marketing: true,
    unsubscribe: { url: unsubscribeUrl(PUBLIC_URL, token), mailto: unsubscribeMailto(f.settings.fromEmail, token) },
    postalAddress: POSTAL,
    signature: null,
    dkim: null,
    campaignId,
    date: new Date(),
  });
}

/**
 * Send of a 10,000-recipient one-time campaign over HTTP (POST …/send: verification, the fixed
 * audience, the personalised e-mails queued, the engine sending them) until the last message is
 * at the sink, against composeEmail + sendMail of the same personalised e-mails on a raw
 * nodemailer pool; the time from Send to the first message at the sink is kept for each round.
 */
function sendWorkloads(f: Fixture, costs: { measured: RoundCosts; baseline: RoundCosts }): [Workload, Workload] {
  const measured: Workload = {
    async prepare(round) {
      const recipients = await insertRecipients(f.runtime, `m${round}`);
      const created = await f.bench.api.postJson<{ id: string }>('/api/campaigns', {
        name: `Bench ${round}`,
        type: 'email',
        status: 'draft',
        templateId: f.templateId,
        fromEmailAccountId: f.accountId,
        recipientFilter: { cities: [recipients[0]!.city] },
      });
      const campaignId = created.json.id;
      await f.sink.take();
      return {
        items: recipients.length,
        async run() {
          const start = epochNow();
          const cpu = await startCpuMeter(f.runtime.pg);
          const sent = await f.bench.api.postJson<{ verificationStats: { validEmails: number } }>(`/api/campaigns/${campaignId}/send`, {}, [200]);
          if (sent.json.verificationStats.validEmails !== recipients.length) throw new Error(`send: ${sent.json.verificationStats.validEmails} verified, expected ${recipients.length}`);
          let arrived = 0;
          await until(async () => (arrived = (await f.sink.arrivals()).count) >= recipients.length, 5, () => `${arrived} of ${recipients.length} e-mails at the sink`);
          costs.measured.cpu.push(await cpu());
          costs.measured.firsts.push(await firstArrival(f.sink, start));
        },
        async verify() {
          expectArrivedOnce(await f.sink.take(), recipients, 'campaign');
          let counts: CampaignSendCounts | undefined;
          await until(
            async () => {
              const { rows } = await f.runtime.pg.query<{ data: { counts: CampaignSendCounts } }>(`select data from es.events where stream_id = $1 and type = 'CampaignSendCompleted'`, [campaignStream(campaignId)]);
              counts = rows[0]?.data.counts;
              return counts !== undefined;
            },
            50,
            () => 'the send did not complete',
          );
          if (counts!.sent !== recipients.length || counts!.selected !== recipients.length) throw new Error(`campaign completed with ${JSON.stringify(counts)}`);
        },
      };
    },
  };
  const baseline: Workload = {
    async prepare(round) {
      const city = `Bench b${round}`;
      const recipients = Array.from({ length: RECIPIENTS }, (_, i): Recipient => ({ contactId: randomUUID(), firstName: `Ana${i}`, email: `agent${i}.b${round}@agents.test`, city }));
      const campaignId = randomUUID();
      await f.sink.take();
      return {
        items: recipients.length,
        async run() {
          const start = epochNow();
          const cpu = await startCpuMeter(f.runtime.pg);
          // One e-mail composed and handed to the pool per turn of the event loop, so the first goes out while the rest are composed.
          const sends: Promise<unknown>[] = [];
          for (const r of recipients) {
            sends.push(f.raw.sendMail(composeAsEngine(f, campaignId, r)));
            await setImmediate();
          }
          await Promise.all(sends);
          costs.baseline.cpu.push(await cpu());
          costs.baseline.firsts.push(await firstArrival(f.sink, start));
        },
        async verify() {
          expectArrivedOnce(await f.sink.take(), recipients, 'raw pool');
        },
      };
    },
  };
  return [measured, baseline];
}

async function startFixture(context: SuiteContext): Promise<Fixture> {
  const sink = await startThreadedSmtpSink({ [USER.name]: USER.password });
  const dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  const bench = await startBenchPlatform(context.databaseUrl, {
    env: { PUBLIC_URL, SENDER_POSTAL_ADDRESS: POSTAL, EMAIL_SENDS_PER_MINUTE: '0', DNS_SERVERS: dns.server },
  });
  bench.api.headers.origin = PUBLIC_URL;
  const runtime = bench.runtime;
  const settings = account(sink.port);
  const accountId = randomUUID();
  await putSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId), USER.password);
  await emailAccounts.run(runtime.eventStore, accountId, { type: 'AddEmailAccount', accountId, settings, secretGiven: true }, processContext(runtime.clock, 'bench'));
  const template = await bench.api.postJson<{ id: string }>('/api/templates', { name: 'Bench intro', subjectLines: [TEMPLATE.subject], content: TEMPLATE.content, variables: ['firstName', 'city'] });
  const raw = createSmtpTransport({ host: sink.host, port: sink.port, security: 'none', username: USER.name, password: USER.password }, 30_000, { pool: true, maxConnections: POOLED_CONNECTIONS });
  return { bench, runtime, sink, dns, accountId, settings, templateId: template.json.id, raw };
}

export const campaignSendSuite: Suite = {
  name: 'campaignSend',
  description: `the whole platform: a ${RECIPIENTS}-recipient one-time campaign sent to a local SMTP sink against a raw nodemailer pool, and the time from Send to its first message`,
  async run(context) {
    let f: Fixture | undefined;
    try {
      f = await startFixture(context);
      context.log(`campaign send: ${RECIPIENTS} recipients per round, one mailbox, ${POOLED_CONNECTIONS} pooled connections`);
      const costs = { measured: { firsts: [], cpu: [] } as RoundCosts, baseline: { firsts: [], cpu: [] } as RoundCosts };
      const comparison = await compare(...sendWorkloads(f, costs), compareOptions(context));
      // The warm-up rounds' first arrivals and CPU are left out, as compare() leaves out their rates.
      const measuredFirsts = costs.measured.firsts.slice(context.warmup);
      const baselineFirsts = costs.baseline.firsts.slice(context.warmup);
      const first = median(measuredFirsts);
      const figures: Figure[] = [
        toFigure(
          {
            id: 'campaignSend.throughput',
            name: 'campaign e-mails sent, Send → last message at the sink',
            unit: 'e-mails/s',
            baselineDescription: `composeEmail + sendMail of the same personalised e-mails on a raw nodemailer pool (${POOLED_CONNECTIONS} connections), same sink`,
            target: 0.8,
            notes:
              `POST /api/campaigns/{id}/send of a ${RECIPIENTS}-recipient one-time campaign over HTTP (audience verified and fixed, e-mails personalised and queued, ` +
              'the engine sending from one mailbox with no limit in the way); timed until the last message is at the sink, each recipient checked there exactly once ' +
              'and the send completed with every e-mail sent; new addresses each round, so each is verified (MX) first',
          },
          comparison,
        ),
        valueFigure({
          id: 'campaignSend.firstMessage',
          name: 'Send → first message at the SMTP sink',
          unit: 'ms',
          better: 'lower',
          value: first,
          baseline: median(baselineFirsts),
          baselineDescription: 'the raw pool’s first message at the sink after it starts sending the same e-mails',
          statedTarget: { text: `< ${FIRST_MESSAGE_TARGET_MS / 1000} s`, met: first < FIRST_MESSAGE_TARGET_MS },
          samples: { latenciesMs: { value: measuredFirsts, baseline: baselineFirsts } },
          notes: `median over the rounds of the throughput figure; ${RECIPIENTS} recipients, from the request until the sink has accepted the first message`,
        }),
        ...cpuFigures({
          id: 'campaignSend',
          what: 'campaign e-mail',
          span: 'Send → last message at the sink',
          items: RECIPIENTS,
          warmup: context.warmup,
          measured: costs.measured.cpu,
          baseline: costs.baseline.cpu,
          process: 'the platform, the engine’s sending thread, the sink',
          mainThread: 'the request, queuing, the engine’s decisions, projections',
        }),
      ];
      return figures;
    } finally {
      f?.raw.close();
      await f?.bench.close().catch(() => undefined);
      await f?.sink.close().catch(() => undefined);
      await f?.dns.close().catch(() => undefined);
    }
  },
};
