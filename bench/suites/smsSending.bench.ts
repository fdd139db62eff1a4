import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDispatcher, type Dispatcher } from '@outreach/dispatcher';
import { conversationHandler, smsSettingsHandler } from '@outreach/domain';
import { TWILIO_AUTH_TOKEN_SECRET } from '@outreach/providers';
import { createRuntime, loadConfig, processContext, type Runtime } from '@outreach/server-kit';
import { putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { startFakeTwilio, type FakeTwilio, testDataDir } from '@outreach/testing';
import { valueFigure } from '../support/figures.ts';
import { withTimeout } from '../support/platform.ts';
import { arrivalRate, median, mostWithinWindow } from '../support/stats.ts';
import { storeMoment } from '../support/storeClock.ts';
import type { Suite, SuiteContext } from '../support/suite.ts';

/** Texts per round, all requested at once from the one number. */
const TEXTS_PER_ROUND = 200;
/** TWILIO_MESSAGES_PER_SECOND: the number's limit the engine must hold. */
const LIMIT_PER_SECOND = 10;
/** The rate at the fake Twilio ÷ the limit: close to the limit, never over it. */
const RATE_RANGE = { min: 0.9, max: 1 };
/** How long a round may take before the suite fails (a stuck engine, a lost text). */
const SETTLE_TIMEOUT_MS = 120_000;

const ACCOUNT_SID = `AC${'b7'.repeat(16)}`;
const AUTH_TOKEN = 'f'.repeat(32);
const OUR_NUMBER = '+15125550123';
const PUBLIC_URL = 'https://outreach.bench';

interface Fixture {
  runtime: Runtime;
  dispatcher: Dispatcher;
  twilio: FakeTwilio;
}

interface Text {
  conversationId: string;
  messageId: string;
  phone: string;
  body: string;
}

interface Round {
  /** Arrival times at the fake Twilio (ms since the epoch), in arrival order. */
  arrivals: number[];
  /** Texts deferred to a later slot of the number (recorded SmsSendDeferred). */
  deferred: number;
  /** From the requests to the last SmsSent recorded (ms). */
  ms: number;
}

/** The shortest time from the first to the last of `count` consecutive arrivals (ms). */
function tightestSpan(arrivals: readonly number[], count: number): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let tightest = Number.POSITIVE_INFINITY;
  for (let i = 0; i + count - 1 < sorted.length; i++) tightest = Math.min(tightest, sorted[i + count - 1]! - sorted[i]!);
  return tightest;
}

/** Waits until `done()` (polled every `everyMs`), failing after SETTLE_TIMEOUT_MS with `what`. */
async function until(done: () => boolean | Promise<boolean>, everyMs: number, what: () => string | Promise<string>): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`timed out: ${await what()}`);
    await sleep(everyMs);
  }
}

/** Outcome events (by type) of the texts of a round, recorded since `since`. */
async function outcomesSince(runtime: Runtime, since: string): Promise<Map<string, number>> {
  const { rows } = await runtime.pg.query<{ type: string; n: number }>(
    `select type, count(*)::int as n from es.events
      where recorded_at >= $1::timestamptz and stream_id like 'sms-conversation-%' and type <> 'SmsSendRequested' group by type`,
    [since],
  );
  return new Map(rows.map((r) => [r.type, r.n]));
}

/** A conversation of its own per text (a new number each), started as the product starts one. */
async function startConversations(runtime: Runtime, round: number): Promise<Text[]> {
  return Promise.all(
    Array.from({ length: TEXTS_PER_ROUND }, async (_, i) => {
      const conversationId = randomUUID();
      const phone = `+1737${String(2_000_000 + round * TEXTS_PER_ROUND + i).padStart(7, '0')}`;
      await conversationHandler.run(
        runtime.eventStore,
        conversationId,
        { type: 'StartConversation', conversationId, phoneNumber: phone, contactId: null },
        processContext(runtime.clock, 'bench'),
      );
      return { conversationId, messageId: randomUUID(), phone, body: `Hi, it is Dana from ListingPro: your listings are live. (${round}/${i})` };
    }),
  );
}

/** Every text arrived at the fake Twilio exactly once, to its number, from ours, and each was recorded sent. */
async function verifyRound(f: Fixture, texts: readonly Text[], since: string, round: number): Promise<void> {
  const arrived = new Map<string, number>();
  for (const m of f.twilio.messages) arrived.set(m.body, (arrived.get(m.body) ?? 0) + 1);
  const byBody = new Map(f.twilio.messages.map((m) => [m.body, m]));
  const missing = texts.filter((t) => !arrived.has(t.body)).length;
  const twice = texts.filter((t) => (arrived.get(t.body) ?? 0) > 1).length;
  const misaddressed = texts.filter((t) => {
    const m = byBody.get(t.body);
    return m && (m.to !== t.phone || m.from !== OUR_NUMBER);
  }).length;
  if (missing > 0 || twice > 0 || misaddressed > 0 || f.twilio.messages.length !== texts.length) {
    throw new Error(
      `round ${round}: ${missing} of ${texts.length} texts missing, ${twice} arrived more than once, ${misaddressed} misaddressed, ${f.twilio.messages.length} at the fake Twilio`,
    );
  }
  const outcomes = await outcomesSince(f.runtime, since);
  const unexpected = [...outcomes.keys()].filter((t) => !['SmsSendStarted', 'SmsSent', 'SmsSendDeferred'].includes(t));
  if (outcomes.get('SmsSendStarted') !== texts.length || outcomes.get('SmsSent') !== texts.length || unexpected.length > 0) {
    throw new Error(`round ${round}: outcomes ${JSON.stringify(Object.fromEntries(outcomes))}, expected one SmsSendStarted and one SmsSent per text`);
  }
}

/**
 * One round: TEXTS_PER_ROUND direct texts requested at once (RequestSms, as the Send Text Message
 * of the calling card records it), until each is recorded sent; the arrivals at the fake Twilio.
 */
async function runRound(f: Fixture, round: number): Promise<Round> {
  f.twilio.messages.length = 0;
  const texts = await startConversations(f.runtime, round);
  const since = await storeMoment(f.runtime.pg);
  const started = performance.now();
  await Promise.all(
    texts.map((t) =>
      conversationHandler.run(
        f.runtime.eventStore,
        t.conversationId,
        { type: 'RequestSms', conversationId: t.conversationId, messageId: t.messageId, body: t.body, kind: 'direct' },
        processContext(f.runtime.clock, 'bench'),
      ),
    ),
  );
  const outcomes = async () => JSON.stringify(Object.fromEntries(await outcomesSince(f.runtime, since)));
  await until(() => f.twilio.messages.length >= texts.length, 20, async () => `${f.twilio.messages.length} of ${texts.length} texts at the fake Twilio (outcomes ${await outcomes()})`);
  let sent = 0;
  await until(
    async () => (sent = (await outcomesSince(f.runtime, since)).get('SmsSent') ?? 0) >= texts.length,
    20,
    () => `${sent} of ${texts.length} SmsSent recorded`,
  );
  const ms = performance.now() - started;
  await verifyRound(f, texts, since, round);
  const deferred = (await outcomesSince(f.runtime, since)).get('SmsSendDeferred') ?? 0;
  return { arrivals: f.twilio.messages.map((m) => m.createdAt.getTime()), deferred, ms };
}

async function startFixture(context: SuiteContext, dataDir: string): Promise<Fixture> {
  const twilio = await startFakeTwilio();
  twilio.addAccount(ACCOUNT_SID, AUTH_TOKEN, [OUR_NUMBER]);
  const config = loadConfig({
    DATABASE_URL: context.databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    TWILIO_API_URL: twilio.url,
    TWILIO_MESSAGES_PER_SECOND: String(LIMIT_PER_SECOND),
    LOG_LEVEL: 'silent',
  });
  const runtime = await createRuntime(config, { name: 'bench-sms-sending', allowInProcessBus: true });
  // The Twilio account, as Settings → SMS saves it: the change recorded, the token in the secret store.
  await smsSettingsHandler.run(
    runtime.eventStore,
    '',
    { type: 'ChangeSmsSettings', accountSid: ACCOUNT_SID, fromPhone: OUR_NUMBER, helpText: undefined, authTokenChanged: true },
    processContext(runtime.clock, 'bench'),
  );
  await putSecret(runtime.pg, runtime.keys.secretsKey, TWILIO_AUTH_TOKEN_SECRET, AUTH_TOKEN);
  // The engine's tuning (batch size, pollers) at its defaults: the figure is the product's.
  const dispatcher = await withTimeout(startDispatcher(runtime, { handlers: [] }), 60_000, 'startDispatcher');
  return { runtime, dispatcher, twilio };
}

export const smsSendingSuite: Suite = {
  name: 'smsSending',
  description: `SMS sending engine: ${TEXTS_PER_ROUND} texts from one number through the twilio SDK to a fake Twilio, held at ${LIMIT_PER_SECOND} a second`,
  async run(context) {
    const { log } = context;
    const dataDir = testDataDir('bench-sms');
    let f: Fixture | undefined;
    try {
      f = await startFixture(context, dataDir.path);
      const rounds: Round[] = [];
      for (let round = 0; round < context.warmup + context.repeats; round++) {
        const result = await runRound(f, round);
        const warm = round < context.warmup;
        if (!warm) rounds.push(result);
        context.sampleMemory();
        log(
          `  round ${round}${warm ? ' (warm-up)' : ''}: ${arrivalRate(result.arrivals).toFixed(2)} texts/s at the fake Twilio, ` +
            `most in 1 s ${mostWithinWindow(result.arrivals, 1000)} (tightest ${LIMIT_PER_SECOND + 1} arrivals span ${tightestSpan(result.arrivals, LIMIT_PER_SECOND + 1)} ms), ` +
            `${result.deferred} deferred to a later slot, ${result.ms.toFixed(0)} ms to the last SmsSent`,
        );
      }
      const rates = rounds.map((r) => arrivalRate(r.arrivals));
      const most = rounds.map((r) => mostWithinWindow(r.arrivals, 1000));
      const spans = rounds.map((r) => (Math.max(...r.arrivals) - Math.min(...r.arrivals)) / 1000);
      const worst = Math.max(...most);
      const baselineDescription = `the number's limit, TWILIO_MESSAGES_PER_SECOND=${LIMIT_PER_SECOND}`;
      const notes =
        `${TEXTS_PER_ROUND} direct texts from one number to ${TEXTS_PER_ROUND} new numbers, requested at once (RequestSms), through the twilio SDK to the ` +
        `fake Twilio of packages/testing; engine at its default batch size and pollers; median of ${rounds.length} rounds ` +
        `(${rates.map((r) => r.toFixed(2)).join(', ')}); each text checked at the fake Twilio exactly once and recorded sent`;
      return [
        valueFigure({
          id: 'smsSending.rate',
          name: 'texts/s at Twilio, first to last arrival',
          unit: 'texts/s',
          better: 'higher',
          value: median(rates),
          baseline: LIMIT_PER_SECOND,
          baselineDescription,
          ratioRange: RATE_RANGE,
          samples: { runsSeconds: { value: spans, baseline: spans.map(() => (TEXTS_PER_ROUND - 1) / LIMIT_PER_SECOND) } },
          notes: `${notes}; rate = (texts − 1) ÷ (last arrival − first arrival); the baseline runs are the span at exactly the limit`,
        }),
        valueFigure({
          id: 'smsSending.mostInOneSecond',
          name: 'most texts at Twilio in any 1 s',
          unit: 'texts',
          better: 'lower',
          value: worst,
          baseline: LIMIT_PER_SECOND,
          baselineDescription,
          statedTarget: { text: `≤ ${LIMIT_PER_SECOND}`, met: worst <= LIMIT_PER_SECOND },
          notes: `${notes}; the most arrivals less than 1 s apart from first to last, worst round (${most.join(', ')})`,
        }),
      ];
    } finally {
      await f?.dispatcher.stop().catch(() => undefined);
      await f?.runtime.close().catch(() => undefined);
      await f?.twilio.close().catch(() => undefined);
      dataDir.remove();
    }
  },
};
