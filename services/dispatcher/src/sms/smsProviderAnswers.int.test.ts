import type { RecordedEvent } from '@outreach/domain';
import { createRuntime, loadConfig, type Runtime } from '@outreach/server-kit';
import { createTestDatabase, type FakeTwilio, startFakeTwilio, testClock, type TestDatabase, testDataDir } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcher, type Dispatcher } from '../dispatcher.ts';
import { handlers } from '../handlers/index.ts';
import { BUSY_RETRY_FIRST_MS, providerSilentReason } from './sendRequestedSms.ts';
import { requestText, startConversation, textEvents } from './conversation.fixture.ts';
import { useTwilioAccount } from './twilioAccount.fixture.ts';

const dataDir = testDataDir('dispatcher');

const ACCOUNT_SID = `AC${'f6'.repeat(16)}`;
const AUTH_TOKEN = 'a'.repeat(32);
const OUR_NUMBER = '+15125550177';
/** Noon in Austin: no quiet hours in the way. */
const clock = testClock('2026-03-10T17:00:00.000Z');

let database: TestDatabase;
let runtime: Runtime;
let fake: FakeTwilio;
let dispatcher: Dispatcher;

async function request(phone: string, body: string): Promise<{ conversationId: string; messageId: string }> {
  const conversationId = await startConversation(runtime, phone);
  return { conversationId, messageId: await requestText(runtime, conversationId, body) };
}

/** The text's events once one of them is of the type. */
async function until(text: { conversationId: string; messageId: string }, type: string): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const events = await textEvents(runtime, text.conversationId, text.messageId);
    if (events.some((e) => e.type === type)) return events;
    if (Date.now() > deadline) throw new Error(`no ${type}: ${events.map((e) => e.type).join(',')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const sentTo = (phone: string) => fake.messages.filter((m) => m.to === phone);

beforeAll(async () => {
  fake = await startFakeTwilio();
  fake.addAccount(ACCOUNT_SID, AUTH_TOKEN, [OUR_NUMBER]);
  database = await createTestDatabase('dispatcher_sms_answers');
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir.path,
    PUBLIC_URL: 'https://outreach.test',
    TWILIO_API_URL: fake.url,
    LOG_LEVEL: 'silent',
  });
  runtime = await createRuntime(config, { name: 'dispatcher-sms-answers-test', allowInProcessBus: true, clock });
  await useTwilioAccount(runtime, { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, fromPhone: OUR_NUMBER });
  dispatcher = await startDispatcher(runtime, { handlers });
});
afterAll(async () => {
  await dispatcher?.stop();
  await runtime?.close();
  await database?.drop();
  await fake?.close();
  dataDir.remove();
});

describe('what Twilio answers a text', () => {
  it('too many requests (429, after the SDK’s own retries): the text is tried again later, not failed, and goes out once', async () => {
    const phone = '+15125550401';
    // The first try and the SDK's three retries are all refused.
    fake.failNextSend({ status: 429, code: 20429, message: 'Too Many Requests' }, 4);
    const text = await request(phone, 'Hi Ana, your listings on autopilot');
    const held = await until(text, 'SmsSendDeferred');
    const until_ = new Date(clock.now().getTime() + BUSY_RETRY_FIRST_MS).toISOString();
    expect(held.map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSendDeferred']);
    expect(held.at(-1)!.data).toEqual({
      conversationId: text.conversationId,
      messageId: text.messageId,
      until: until_,
      reason: `Twilio is taking no more requests for now (Too Many Requests (Twilio error 20429)): tried again at ${until_}`,
      cause: 'provider-busy',
      timezone: null,
    });
    expect(held.at(-1)!.metadata).toMatchObject({ actor: { kind: 'system' } });
    expect(sentTo(phone)).toHaveLength(0);

    // Its moment comes: sent, on its second attempt.
    clock.set(until_);
    const sent = await until(text, 'SmsSent');
    expect(sent.map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSendDeferred', 'SmsSendStarted', 'SmsSent']);
    expect(sent[3]!.data).toMatchObject({ attempt: 2 });
    expect(sentTo(phone)).toHaveLength(1);
  });

  it('no answer (the connection closed after Twilio took the text): recorded unknown, never sent again', async () => {
    const phone = '+15125550402';
    // A minute on: the number's rate slots of the texts before are in the past.
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    fake.dropNextAnswer();
    const text = await request(phone, 'Thanks for the call today');
    const events = await until(text, 'SmsSendOutcomeUnknown');
    expect(events.map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSendOutcomeUnknown']);
    expect((events.at(-1)!.data as { reason: string }).reason).toBe(providerSilentReason('Twilio closed the connection without answering (ECONNRESET)'));
    await dispatcher.host.workRunners[0]!.whenIdle();
    await new Promise((r) => setTimeout(r, 300));
    expect(sentTo(phone)).toHaveLength(1);
    expect((await textEvents(runtime, text.conversationId, text.messageId)).map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSendOutcomeUnknown']);
  });
});
