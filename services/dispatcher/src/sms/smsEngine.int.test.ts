import { randomUUID } from 'node:crypto';
import { conversationStream, type RecordedEvent } from '@outreach/domain';
import { createRuntime, loadConfig, type Runtime } from '@outreach/server-kit';
import { createTestDatabase, type FakeTwilio, startFakeTwilio, type TestDatabase, testDataDir, testEvent } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcher, type Dispatcher } from '../dispatcher.ts';
import { handlers } from '../handlers/index.ts';
import { SMS_UNKNOWN_OUTCOME_REASON, suppressedMessage } from './sendRequestedSms.ts';
import { useTwilioAccount } from './twilioAccount.fixture.ts';

const dataDir = testDataDir('dispatcher');

const ACCOUNT_SID = `AC${'d4'.repeat(16)}`;
const AUTH_TOKEN = 'e'.repeat(32);
const OUR_NUMBER = '+15125550199';
const RATE = 10;

let database: TestDatabase;
let runtime: Runtime;
let fake: FakeTwilio;
let dispatcher: Dispatcher;

let phoneCounter = 0;
const newPhone = () => `+1737555${String(1000 + phoneCounter++).padStart(4, '0')}`;

/** A conversation with a number, as the command side starts one. */
async function newConversation(phone = newPhone()): Promise<{ conversationId: string; phone: string }> {
  const conversationId = randomUUID();
  await runtime.eventStore.appendToStream(conversationStream(conversationId), [testEvent('ConversationStarted', { conversationId, phoneNumber: phone, contactId: null })], {
    expectedRevision: 'no_stream',
  });
  return { conversationId, phone };
}

/** A text requested on the conversation (what RequestSms records), with more events after it when given. */
function requested(conversationId: string, to: string, body: string, messageId = randomUUID()) {
  return testEvent('SmsSendRequested', { conversationId, messageId, body, to, kind: 'direct', encoding: 'GSM-7', segments: 1 });
}

async function events(conversationId: string): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const e of runtime.eventStore.readStream(conversationStream(conversationId))) all.push(e);
  return all;
}

const FINAL = new Set(['SmsSent', 'SmsSendFailed', 'SmsSendOutcomeUnknown']);

/** Every text's events, once each has an outcome. */
async function settled(texts: { conversationId: string; messageId: string }[], timeoutMs = 30_000): Promise<Map<string, RecordedEvent[]>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = new Map(
      await Promise.all(
        texts.map(async (t) => [t.messageId, (await events(t.conversationId)).filter((e) => (e.data as { messageId?: string }).messageId === t.messageId)] as const),
      ),
    );
    if ([...all.values()].every((es) => es.some((e) => FINAL.has(e.type)))) return all;
    if (Date.now() > deadline) throw new Error(`not settled: ${[...all.values()].map((es) => es.map((e) => e.type).join(',')).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  fake = await startFakeTwilio();
  fake.addAccount(ACCOUNT_SID, AUTH_TOKEN, [OUR_NUMBER]);
  database = await createTestDatabase('dispatcher_sms_engine');
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir.path,
    PUBLIC_URL: 'https://outreach.test',
    TWILIO_API_URL: fake.url,
    TWILIO_MESSAGES_PER_SECOND: String(RATE),
    LOG_LEVEL: 'silent',
  });
  runtime = await createRuntime(config, { name: 'dispatcher-sms-engine-test', allowInProcessBus: true });
  await useTwilioAccount(runtime, { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, fromPhone: OUR_NUMBER });
  // Many texts taken at once (2 × 16): a burst reaches past the slots a worker waits for itself, and is deferred.
  dispatcher = await startDispatcher(runtime, { handlers, sms: { batchSize: 16 } });
});
afterAll(async () => {
  await dispatcher?.stop();
  await runtime?.close();
  await database?.drop();
  await fake?.close();
  dataDir.remove();
});

describe('the SMS engine through Twilio (the real SDK against the fake Twilio)', () => {
  it('sends every requested text once, claimed before it went out, caused by its request', async () => {
    const texts = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const { conversationId, phone } = await newConversation();
        const request = requested(conversationId, phone, `Once each #${i}`);
        await runtime.eventStore.appendToStream(conversationStream(conversationId), [request], { expectedRevision: 'any' });
        return { conversationId, messageId: (request.data as { messageId: string }).messageId, phone, request };
      }),
    );
    const outcomes = await settled(texts);
    for (const [i, t] of texts.entries()) {
      const types = outcomes.get(t.messageId)!.map((e) => e.type);
      // A text that came faster than the number's rate waited for its slot first.
      expect(types.filter((type) => type !== 'SmsSendDeferred')).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSent']);
      const sent = outcomes.get(t.messageId)!.at(-1)!;
      expect(sent.metadata).toMatchObject({ actor: { kind: 'system', process: 'dispatcher' }, causationId: t.request.eventId, correlationId: t.request.metadata.correlationId });
      const arrived = fake.messages.filter((m) => m.body === `Once each #${i}`);
      expect(arrived).toHaveLength(1);
      expect(arrived[0]).toMatchObject({ to: t.phone, from: OUR_NUMBER });
      expect(sent.data).toMatchObject({ providerSid: arrived[0]!.sid, status: 'queued', from: OUR_NUMBER });
    }
  });

  it(`spreads a burst of 30 texts from one number at no more than ${RATE} a second`, async () => {
    // Past the pacing of the previous test.
    await new Promise((r) => setTimeout(r, 1_500));
    const texts = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const { conversationId, phone } = await newConversation();
        const request = requested(conversationId, phone, `Burst #${i}`);
        return { conversationId, messageId: (request.data as { messageId: string }).messageId, request };
      }),
    );
    // Requested at once, as a campaign would.
    await runtime.eventStore.appendToStreams(texts.map((t) => ({ streamId: conversationStream(t.conversationId), events: [t.request], expectedRevision: 'any' as const })));
    const outcomes = await settled(texts);
    for (const t of texts) expect(outcomes.get(t.messageId)!.at(-1)!.type).toBe('SmsSent');
    // Slots more than a second ahead are recorded deferrals (surviving a restart); nearer ones are waited for.
    const deferred = [...outcomes.values()].flat().filter((e) => e.type === 'SmsSendDeferred');
    expect(deferred.length).toBeGreaterThan(0);
    expect(deferred[0]!.data).toMatchObject({ cause: 'rate', reason: `Paced to ${RATE} texts a second from ${OUR_NUMBER}`, timezone: null });

    const times = fake.messages
      .filter((m) => m.body.startsWith('Burst #'))
      .map((m) => m.createdAt.getTime())
      .sort((a, b) => a - b);
    expect(times).toHaveLength(30);
    // No RATE + 1 texts within one second at Twilio, whatever the delays on the way: a text is let
    // go only a second after the answer of the one RATE before it.
    for (let i = 0; i + RATE < times.length; i++) expect(times[i + RATE]! - times[i]!).toBeGreaterThanOrEqual(1_000);
    // A few milliseconds of HTTP jitter allowed for the span.
    const jitterMs = 50;
    const span = times.at(-1)! - times[0]!;
    expect(span).toBeGreaterThanOrEqual(((times.length - 1) * 1_000) / RATE - jitterMs);
    // Spread, not stalled: close to the rate.
    expect(span).toBeLessThan(((times.length - 1) * 1_000) / RATE + 3_000);
  });

  it('does not text a number on the suppression list (STOP on another conversation of the number, blocked)', async () => {
    // The number texted STOP in one conversation: the one list across channels holds it.
    const stopped = await newConversation();
    await runtime.eventStore.appendToStream(
      conversationStream(stopped.conversationId),
      [testEvent('SmsOptedOut', { conversationId: stopped.conversationId, phoneNumber: stopped.phone, contactId: null, keyword: 'STOP' })],
      { expectedRevision: 'any' },
    );
    const blocked = await newConversation();
    await runtime.eventStore.appendToStream(conversationStream(blocked.conversationId), [testEvent('ConversationBlocked', { conversationId: blocked.conversationId })], {
      expectedRevision: 'any',
    });
    const listed = async (phone: string) => (await runtime.pg.query(`select 1 from dispatcher.suppressions where channel = 'sms' and address = $1`, [phone])).rowCount === 1;
    await waitFor(async () => (await listed(stopped.phone)) && (await listed(blocked.phone)));

    // Another conversation of each number (one started before the phone was reserved) knows nothing of it.
    const texts = await Promise.all(
      [stopped.phone, blocked.phone].map(async (phone, i) => {
        const { conversationId } = await newConversation(phone);
        const request = requested(conversationId, phone, `Suppressed #${i}`);
        await runtime.eventStore.appendToStream(conversationStream(conversationId), [request], { expectedRevision: 'any' });
        return { conversationId, messageId: (request.data as { messageId: string }).messageId };
      }),
    );
    const outcomes = await settled(texts);
    expect(outcomes.get(texts[0]!.messageId)!.map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendFailed']);
    expect(outcomes.get(texts[0]!.messageId)!.at(-1)!.data).toMatchObject({ error: suppressedMessage('Opted out by STOP') });
    expect(outcomes.get(texts[1]!.messageId)!.at(-1)!.data).toMatchObject({ error: suppressedMessage('Blocked') });
    expect(fake.messages.filter((m) => m.body.startsWith('Suppressed #'))).toHaveLength(0);
  });

  it('a send claimed but never answered (the sender died) is recorded unknown and not sent again', async () => {
    const { conversationId, phone } = await newConversation();
    const request = requested(conversationId, phone, 'Claimed, then the sender died');
    const messageId = (request.data as { messageId: string }).messageId;
    await runtime.eventStore.appendToStream(
      conversationStream(conversationId),
      [request, testEvent('SmsSendStarted', { conversationId, messageId, attempt: 1, startedAt: new Date().toISOString() })],
      { expectedRevision: 'any' },
    );
    const outcome = (await settled([{ conversationId, messageId }])).get(messageId)!;
    expect(outcome.map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSendOutcomeUnknown']);
    expect(outcome.at(-1)!.data).toMatchObject({ attempt: 1, reason: SMS_UNKNOWN_OUTCOME_REASON });
    expect(fake.messages.filter((m) => m.body === 'Claimed, then the sender died')).toHaveLength(0);
  });
});
