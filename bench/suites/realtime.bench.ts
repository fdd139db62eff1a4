import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { signedUrl } from '@outreach/command-api/webhooks/twilioSignature.ts';
import { registerNotifier } from '@outreach/notifier';
import { createHttpServer, createInProcessBus, createLogger } from '@outreach/server-kit';
import { webhookSigningKey } from '@outreach/providers';
import { EMPTY_TWIML, inboundSmsRequest } from '@outreach/testing';
import pg from 'pg';
import { toFigure, valueFigure } from '../support/figures.ts';
import { mebibytes } from '../support/memory.ts';
import { startBenchPlatform, withTimeout } from '../support/platform.ts';
import { compareOptions } from '../support/progress.ts';
import { median, percentile } from '../support/stats.ts';
import type { Figure, Suite, SuiteContext } from '../support/suite.ts';
import type { Workload } from '../support/timing.ts';
import { compare } from '../support/timing.ts';
import { openFleet, openFileLimit, requireOpenFiles, startBroadcastServer, type BroadcastServer, type Fleet } from '../support/sockets.ts';

/** Browser tabs listening while texts come in. */
const LATENCY_SOCKETS = 100;
/** Inbound texts per round and kind; the measured rounds together make N (5 × 60 = 300 by default). */
const TEXTS_PER_ROUND = 60;
/** One webhook every PACE_MS (20 texts a second), whether the one before has arrived or not. */
const PACE_MS = 50;
/** How long the texts of a round may take to reach every socket before the suite fails. */
const SETTLE_TIMEOUT_MS = 15_000;
const LATENCY_TARGET_MS = 100;
/** Phones the texts come from, in turn: a few new conversations, then replies in them. */
const SENDERS = 20;
const OUR_NUMBER = '+15005550006';

const FANOUT_SOCKETS = 1_000;
/** Messages published per fan-out run: FANOUT_MESSAGES × FANOUT_SOCKETS deliveries. */
const FANOUT_MESSAGES = 100;
const FANOUT_TARGET = 0.8;
const FANOUT_TIMEOUT_MS = 120_000;

const RAW_SMS_TABLE = 'bench.raw_sms';
const RAW_SMS_CHANNEL = 'bench_raw_sms';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const p = (values: readonly number[], q: number) => (values.length === 0 ? Number.NaN : percentile(values, q));

// ---------------------------------------------------------------------------------------------
// 1. Webhook to browser: a signed inbound text posted to the running platform, until its
//    {"type":"sms_message"} push reaches the sockets.
// ---------------------------------------------------------------------------------------------

/** One text on its way: when it left, when each step saw it, which sockets have it. */
interface Text {
  body: string;
  sentAt: number;
  /** The socket whose arrival time is the text's latency (texts take the sockets in turn). */
  measuredSocket: number;
  seen: Uint8Array;
  count: number;
  duplicates: number;
  status?: number;
  /** The webhook's answer arrived (the text is stored). */
  respondedAt?: number;
  /** The projector published the push on the bus (platform only). */
  publishedAt?: number;
  /** The push reached a bus subscriber in this process, as the notifier's does (platform only). */
  busAt?: number;
  /** The push reached the measured socket. */
  arrivedAt?: number;
  /** The push reached the last of the sockets. */
  allAt?: number;
}

/** The texts of one kind (platform or raw) and the socket handler that checks them off. */
class Deliveries {
  readonly texts = new Map<string, Text>();

  constructor(readonly sockets: number) {}

  track(body: string, measuredSocket: number): Text {
    const text: Text = { body, sentAt: 0, measuredSocket, seen: new Uint8Array(this.sockets), count: 0, duplicates: 0 };
    this.texts.set(body, text);
    return text;
  }

  readonly onMessage = (index: number, data: Buffer): void => {
    const at = performance.now();
    let message: { type?: unknown; data?: { message?: unknown } };
    try {
      message = JSON.parse(data.toString('utf8')) as typeof message;
    } catch {
      return;
    }
    if (message.type !== 'sms_message' || typeof message.data?.message !== 'string') return;
    const text = this.texts.get(message.data.message);
    if (!text) return;
    if (text.seen[index]) {
      text.duplicates++;
      return;
    }
    text.seen[index] = 1;
    text.count++;
    if (index === text.measuredSocket) text.arrivedAt = at;
    if (text.count === this.sockets) text.allAt = at;
  };

  /** Waits until every text has reached every socket; throws, saying what is missing, after `timeoutMs`. */
  async settle(texts: readonly Text[], timeoutMs: number, what: string): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (texts.some((t) => t.allAt === undefined)) {
      if (performance.now() > deadline) {
        const late = texts.filter((t) => t.allAt === undefined);
        const first = late[0]!;
        throw new Error(
          `${what}: ${late.length} of ${texts.length} texts did not reach all ${this.sockets} sockets within ${timeoutMs / 1000} s` +
            ` (e.g. "${first.body}": answered ${first.status ?? 'not yet'}, on ${first.count} sockets)`,
        );
      }
      await sleep(10);
    }
    const refused = texts.filter((t) => t.status !== 200);
    if (refused.length > 0) throw new Error(`${what}: ${refused.length} webhooks answered other than 200 (e.g. ${refused[0]!.status})`);
    const doubled = texts.filter((t) => t.duplicates > 0);
    if (doubled.length > 0) throw new Error(`${what}: ${doubled.length} texts reached a socket more than once`);
  }
}

/** Sends `count` webhooks, one every `paceMs` from the first, each without waiting for the ones before. */
async function paced(count: number, paceMs: number, send: (i: number) => Promise<void>): Promise<void> {
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = start + i * paceMs - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(send(i));
  }
  await Promise.all(inFlight);
}

/**
 * The raw baseline of the webhook path, on a plain `http` server with a `ws` server beside it:
 * the form read with URLSearchParams, one INSERT … pg_notify into a plain table (platform pool),
 * answered with the same TwiML; a LISTENing connection reads the row back by its id and broadcasts
 * it to the sockets as the same {"type":"sms_message"} JSON. No signature, no command, no event
 * store, no projector, no NATS.
 */
async function startRawSmsServer(pool: pg.Pool, databaseUrl: string): Promise<{ server: BroadcastServer; close(): Promise<void> }> {
  await pool.query(
    `create table ${RAW_SMS_TABLE} (
       id uuid primary key, conversation_id uuid not null, provider_sid text not null unique, from_number text not null,
       to_number text not null, body text not null, status text not null, received_at timestamptz not null default now())`,
  );
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/webhooks/twilio/sms') {
      response.writeHead(404).end();
      return;
    }
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      await pool.query(
        `with stored as (
           insert into ${RAW_SMS_TABLE} (id, conversation_id, provider_sid, from_number, to_number, body, status)
           values ($1, $2, $3, $4, $5, $6, 'received') returning id)
         select pg_notify('${RAW_SMS_CHANNEL}', id::text) from stored`,
        [randomUUID(), randomUUID(), form.get('MessageSid'), form.get('From'), form.get('To'), form.get('Body')],
      );
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(EMPTY_TWIML);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  };
  const server = await startBroadcastServer((request, response) => void handle(request, response));
  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', () => undefined);
  try {
    await listener.connect();
    await listener.query(`listen ${RAW_SMS_CHANNEL}`);
  } catch (error) {
    await server.close();
    await listener.end().catch(() => undefined);
    throw error;
  }
  listener.on('notification', (notification) => {
    void pool
      .query(
        `select 'inbound' as direction, from_number as "fromNumber", to_number as "toNumber", body as message,
                conversation_id::text as "conversationId", id::text as "messageId", status
           from ${RAW_SMS_TABLE} where id = $1`,
        [notification.payload],
      )
      .then(({ rows }) => {
        if (rows[0]) server.broadcast(JSON.stringify({ type: 'sms_message', data: rows[0] }));
      }, () => undefined);
  });
  return {
    server,
    async close() {
      await listener.end().catch(() => undefined);
      await server.close();
    },
  };
}

interface KindLatencies {
  /** Send to the measured socket, per text. */
  socket: number[];
  /** Send to the last socket. */
  all: number[];
  /** Send to the webhook's answer. */
  response: number[];
  /** Send to the projector's publish (platform). */
  published: number[];
  /** Send to a bus subscriber in this process (platform). */
  bus: number[];
}

const emptyLatencies = (): KindLatencies => ({ socket: [], all: [], response: [], published: [], bus: [] });

function record(into: KindLatencies, texts: readonly Text[]): void {
  for (const t of texts) {
    into.socket.push(t.arrivedAt! - t.sentAt);
    into.all.push(t.allAt! - t.sentAt);
    into.response.push(t.respondedAt! - t.sentAt);
    if (t.publishedAt !== undefined) into.published.push(t.publishedAt - t.sentAt);
    if (t.busAt !== undefined) into.bus.push(t.busAt - t.sentAt);
  }
}

function breakdown(l: KindLatencies): string {
  const step = (name: string, values: number[]) => (values.length === 0 ? '' : `${name} ${ms(p(values, 50))}/${ms(p(values, 99))}, `);
  return (
    step('webhook answered', l.response) +
    step('projector published', l.published) +
    step('bus delivered', l.bus) +
    step('socket', l.socket) +
    step('all sockets', l.all)
  ).replace(/, $/, '');
}

async function webhookToBrowser(context: SuiteContext): Promise<Figure[]> {
  const { log } = context;
  requireOpenFiles(4 * LATENCY_SOCKETS + 200);
  const signed = await startBenchPlatform(context.databaseUrl, { publicUrlIsOrigin: true });
  const fleets: Fleet[] = [];
  let raw: Awaited<ReturnType<typeof startRawSmsServer>> | undefined;
  const bus = signed.platform.runtime.bus;
  const publish = bus.publish;
  let unsubscribe: (() => void) | undefined;
  try {
    const { platform, origin, cookie } = signed;
    const key = await webhookSigningKey(platform.runtime);
    if (!key) throw new Error('no webhook signing key');
    const webhookUrl = signedUrl(origin, '/webhooks/twilio/sms');
    log(`platform started on ${origin} (PUBLIC_URL), signed in; webhooks signed for ${webhookUrl} with the sandbox signing secret`);
    raw = await startRawSmsServer(platform.runtime.pg, context.databaseUrl);

    const deliveries = { platform: new Deliveries(LATENCY_SOCKETS), raw: new Deliveries(LATENCY_SOCKETS) };
    fleets.push(await openFleet({ url: `${origin.replace('http', 'ws')}/ws`, count: LATENCY_SOCKETS, headers: { cookie }, onMessage: deliveries.platform.onMessage }));
    fleets.push(await openFleet({ url: raw.server.wsUrl, count: LATENCY_SOCKETS, onMessage: deliveries.raw.onMessage }));
    log(`${LATENCY_SOCKETS} signed-in sockets on the platform's /ws, ${LATENCY_SOCKETS} on the raw server's`);

    // Probes, untimed: when the projector publishes a push, and when the bus hands it to a subscriber here.
    const byBody = (data: unknown) => {
      const body = (data as { message?: unknown } | null)?.message;
      return typeof body === 'string' ? deliveries.platform.texts.get(body) : undefined;
    };
    bus.publish = (subject, data) => {
      if (subject === 'push.sms_message') {
        const text = byBody(data);
        if (text) text.publishedAt ??= performance.now();
      }
      publish.call(bus, subject, data);
    };
    unsubscribe = bus.subscribe('push.sms_message', (message) => {
      const text = byBody(message.data);
      if (text) text.busAt ??= performance.now();
    });
    await bus.flush();

    let seq = 0;
    const tag = randomBytes(3).toString('hex');
    const sendTo = (kind: 'platform' | 'raw', texts: Text[]) => async (i: number) => {
      const n = seq++;
      const text = deliveries[kind].track(`bench ${tag} ${kind} text ${n}: is the duplex on Elm St still available?`, n % LATENCY_SOCKETS);
      texts[i] = text;
      const sender = `+1512555${String(100 + (n % SENDERS)).padStart(4, '0')}`;
      const request = inboundSmsRequest(webhookUrl, key, { from: sender, to: OUR_NUMBER, body: text.body });
      const target = kind === 'platform' ? origin : raw!.server.origin;
      text.sentAt = performance.now();
      const answer = await fetch(`${target}${request.path}`, { method: 'POST', headers: request.headers, body: request.payload, signal: AbortSignal.timeout(30_000) });
      text.respondedAt = performance.now();
      text.status = answer.status;
      await answer.arrayBuffer();
    };

    const latencies = { platform: emptyLatencies(), raw: emptyLatencies() };
    const rounds = context.warmup + context.repeats;
    log(`${rounds} rounds (${context.warmup} warm-up) of ${TEXTS_PER_ROUND} texts to each, one every ${PACE_MS} ms, platform and raw alternating which goes first`);
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['platform', 'raw'] as const) : (['raw', 'platform'] as const);
      for (const kind of order) {
        const texts: Text[] = [];
        await paced(TEXTS_PER_ROUND, PACE_MS, sendTo(kind, texts));
        await deliveries[kind].settle(texts, SETTLE_TIMEOUT_MS, `round ${round} ${kind}`);
        const rss = context.sampleMemory();
        const round_ = emptyLatencies();
        record(round_, texts);
        const warm = round < context.warmup ? ' (warm-up)' : '';
        log(`  round ${round}${warm} ${kind.padEnd(8)} p50/p99: ${breakdown(round_)}  rss ${mebibytes(rss).toFixed(0)} MiB`);
        if (round >= context.warmup) record(latencies[kind], texts);
        for (const t of texts) deliveries[kind].texts.delete(t.body);
        await sleep(200);
      }
    }

    const value = latencies.platform.socket;
    const baseline = latencies.raw.socket;
    const p99 = percentile(value, 99);
    const common =
      `${value.length} signed inbound texts (POST /webhooks/twilio/sms, ${SENDERS} senders in turn) one every ${PACE_MS} ms to the whole platform in this process,` +
      ` each timed from the POST to its {"type":"sms_message"} push on one of ${LATENCY_SOCKETS} signed-in sockets (in turn), every socket checked to get every text once;` +
      ` platform p50/p99: ${breakdown(latencies.platform)}; raw p50/p99: ${breakdown(latencies.raw)}`;
    const baselineDescription =
      `the same texts posted to a plain http server: one INSERT … pg_notify into a plain table (platform pool), a LISTEN connection reads the row back and a raw ws server sends it to ${LATENCY_SOCKETS} sockets`;
    return [
      valueFigure({
        id: 'realtime.webhookToBrowser.p50',
        name: `SMS webhook → ${LATENCY_SOCKETS} sockets, p50`,
        unit: 'ms',
        better: 'lower',
        value: percentile(value, 50),
        baseline: percentile(baseline, 50),
        baselineDescription,
        samples: { latenciesMs: { value, baseline } },
        notes: common,
      }),
      valueFigure({
        id: 'realtime.webhookToBrowser.p99',
        name: `SMS webhook → ${LATENCY_SOCKETS} sockets, p99`,
        unit: 'ms',
        better: 'lower',
        value: p99,
        baseline: percentile(baseline, 99),
        baselineDescription,
        statedTarget: { text: `p99 < ${LATENCY_TARGET_MS} ms`, met: p99 < LATENCY_TARGET_MS },
        notes: common,
      }),
    ];
  } finally {
    bus.publish = publish;
    unsubscribe?.();
    await Promise.allSettled(fleets.map((f) => f.close()));
    await raw?.close().catch(() => undefined);
    await signed.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Notifier fan-out: M pushes published on an in-process bus, until 1,000 sockets have all.
// ---------------------------------------------------------------------------------------------

/** Counts the frames of each socket of a fleet; resolves `all` once every socket has `expected`. */
class DeliveryCounter {
  readonly counts: Uint32Array;
  readonly last: (Buffer | undefined)[];
  #expected = 0;
  #done = 0;
  #resolve: (() => void) | undefined;

  constructor(readonly sockets: number) {
    this.counts = new Uint32Array(sockets);
    this.last = new Array<Buffer | undefined>(sockets);
  }

  /** Starts a run of `expected` messages; the promise resolves when every socket has them. */
  reset(expected: number): Promise<void> {
    this.counts.fill(0);
    this.last.fill(undefined);
    this.#expected = expected;
    this.#done = 0;
    return new Promise<void>((resolve) => {
      this.#resolve = resolve;
    });
  }

  readonly onMessage = (index: number, data: Buffer): void => {
    const count = ++this.counts[index]!;
    this.last[index] = data;
    if (count === this.#expected && ++this.#done === this.sockets) this.#resolve?.();
  };

  /** Every socket got exactly `expected` messages, the last of them `text`. */
  verify(text: string, what: string): void {
    const wrongCount = this.counts.findIndex((c) => c !== this.#expected);
    if (wrongCount >= 0) throw new Error(`${what}: socket ${wrongCount} got ${this.counts[wrongCount]} messages, not ${this.#expected}`);
    const wrongText = this.last.findIndex((b) => b?.toString('utf8') !== text);
    if (wrongText >= 0) throw new Error(`${what}: socket ${wrongText} got ${this.last[wrongText]?.toString('utf8').slice(0, 200)}`);
  }
}

async function notifierFanOut(context: SuiteContext): Promise<Figure[]> {
  const { log } = context;
  // Both ends of every socket live in this process: 2 × 2 × FANOUT_SOCKETS, plus the pools and NATS.
  requireOpenFiles(4 * FANOUT_SOCKETS + 200);
  const logger = createLogger('silent', 'bench-notifier');
  const app = createHttpServer({ logger });
  const bus = createInProcessBus();
  const notifier = await registerNotifier(app, { bus, logger, authenticate: async () => true, publicUrl: 'http://localhost' });
  const fleets: Fleet[] = [];
  let raw: BroadcastServer | undefined;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the notifier app has no port');
    raw = await startBroadcastServer();
    const counters = { notifier: new DeliveryCounter(FANOUT_SOCKETS), raw: new DeliveryCounter(FANOUT_SOCKETS) };
    const opened = performance.now();
    fleets.push(await openFleet({ url: `ws://127.0.0.1:${address.port}/ws`, count: FANOUT_SOCKETS, onMessage: counters.notifier.onMessage }));
    fleets.push(await openFleet({ url: raw.wsUrl, count: FANOUT_SOCKETS, onMessage: counters.raw.onMessage }));
    if (notifier.size !== FANOUT_SOCKETS || raw.size !== FANOUT_SOCKETS) {
      throw new Error(`sockets open: notifier ${notifier.size}, raw ${raw.size}, not ${FANOUT_SOCKETS} each`);
    }
    log(`${FANOUT_SOCKETS} sockets on the notifier (authenticate accepts everyone) and ${FANOUT_SOCKETS} on a raw ws server, open in ${((performance.now() - opened) / 1000).toFixed(1)} s; ulimit -n ${openFileLimit() ?? '?'}`);

    const data = {
      direction: 'inbound',
      fromNumber: '+15125550142',
      toNumber: OUR_NUMBER,
      message: 'Sounds good — is the duplex on Elm St still available? Call me after 5.',
      conversationId: randomUUID(),
      messageId: randomUUID(),
      status: 'received',
    };
    // What the notifier sends for a push.sms_message of `data`, and what the raw server sends as is.
    const text = JSON.stringify({ type: 'sms_message', data });
    const sendLoopMs = { notifier: [] as number[], raw: [] as number[] };
    const broadcaster = raw;

    const workload = (kind: 'notifier' | 'raw', send: () => Promise<void>): Workload => ({
      async prepare(round) {
        const all = counters[kind].reset(FANOUT_MESSAGES);
        return {
          items: FANOUT_MESSAGES * FANOUT_SOCKETS,
          async run() {
            const start = performance.now();
            await send();
            if (round >= context.warmup) sendLoopMs[kind].push(performance.now() - start);
            await withTimeout(all, FANOUT_TIMEOUT_MS, `${kind} fan-out`);
          },
          async verify() {
            counters[kind].verify(text, `${kind} round ${round}`);
          },
        };
      },
    });
    const measured = workload('notifier', async () => {
      for (let i = 0; i < FANOUT_MESSAGES; i++) bus.publish('push.sms_message', data);
      await bus.flush(); // every message has been through the notifier's send loop
    });
    const baseline = workload('raw', async () => {
      for (let i = 0; i < FANOUT_MESSAGES; i++) broadcaster.broadcast(text);
    });
    log(`${FANOUT_MESSAGES} messages (${text.length} bytes) to every socket per run, notifier and raw alternating`);
    const comparison = await compare(measured, baseline, compareOptions(context));
    return [
      toFigure(
        {
          id: 'realtime.notifier.fanOut1000',
          name: `notifier fan-out to ${FANOUT_SOCKETS.toLocaleString('en-US')} sockets`,
          unit: 'messages/s',
          baselineDescription: `raw ws WebSocketServer on a plain http server sending the same string to as many sockets, one send per socket per message`,
          target: FANOUT_TARGET,
          notes:
            `${FANOUT_MESSAGES} push.sms_message published at once on an in-process bus to registerNotifier on a createHttpServer app, timed until every socket has every one;` +
            ` messages/s counts deliveries (messages × sockets); clients in this process, counting frames only (ulimit -n ${openFileLimit() ?? '?'});` +
            ` median send loop (publish to bus.flush / the raw loop): notifier ${ms(median(sendLoopMs.notifier))}, raw ${ms(median(sendLoopMs.raw))};` +
            ` run medians: notifier ${ms(median(comparison.measured.durationsMs))}, raw ${ms(median(comparison.baseline.durationsMs))}`,
        },
        comparison,
      ),
    ];
  } finally {
    await Promise.allSettled(fleets.map((f) => f.close()));
    await notifier.close();
    await app.close();
    await raw?.close();
    await bus.close();
  }
}

export const realtimeSuite: Suite = {
  name: 'realtime',
  description:
    `SMS webhook to ${LATENCY_SOCKETS} browser sockets through the whole platform (p50/p99 against a raw INSERT/NOTIFY/ws path),` +
    ` notifier fan-out to ${FANOUT_SOCKETS.toLocaleString('en-US')} sockets (against a raw ws broadcast)`,
  async run(context) {
    const figures = await webhookToBrowser(context);
    figures.push(...(await notifierFanOut(context)));
    const [p99, fanOut] = [figures.find((f) => f.id.endsWith('.p99')), figures.find((f) => f.id.endsWith('fanOut1000'))];
    if (p99) context.log(`webhook → browser p99 ${ms(p99.value)}: ${p99.meetsTarget ? 'meets' : 'does NOT meet'} ${p99.targetText}`);
    if (fanOut) context.log(`notifier fan-out ratio ${fanOut.ratio.toFixed(2)}: ${fanOut.meetsTarget ? 'meets' : 'does NOT meet'} ${fanOut.targetText}`);
    return figures;
  },
};
