import { randomUUID } from 'node:crypto';
import { contactStream, conversation, conversationStream, handle, UNSUBSCRIBED_CONTACT_MESSAGE, type CommandContext, type RecordedEvent, type SmsCommand } from '@outreach/domain';
import { createRuntime, loadConfig, type Runtime } from '@outreach/server-kit';
import { deleteSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { DEFAULT_SMS_HELP_TEXT, SMS_SETTINGS_STREAM } from '@outreach/domain';
import { TWILIO_AUTH_TOKEN_SECRET } from '@outreach/providers';
import { createTestDatabase, type FakeTwilio, startFakeTwilio, type TestDatabase, testDataDir, testEvent } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcher, type Dispatcher } from './dispatcher.ts';
import { handlers } from './handlers/index.ts';
import { currentSmsProvider, type CurrentSmsProvider } from './sms/currentSmsProvider.ts';
import { SMS_UNKNOWN_OUTCOME_REASON, STALE_REQUEST_MESSAGE } from './sms/sendRequestedSms.ts';
import { TwilioSmsProvider } from './sms/twilioSmsProvider.ts';
import { useTwilioAccount } from './sms/twilioAccount.fixture.ts';

const dataDir = testDataDir('dispatcher');

const ACCOUNT_SID = `AC${'b2'.repeat(16)}`;
const AUTH_TOKEN = 'c'.repeat(32);
const OUR_NUMBER = '+15125550100';

let database: TestDatabase;
let runtime: Runtime;
let fake: FakeTwilio;
let dispatcher: Dispatcher | undefined;

const context = (overrides: Partial<CommandContext> = {}): CommandContext => ({
  actor: { kind: 'user', id: randomUUID(), username: 'staff' },
  now: new Date().toISOString(),
  requestId: `req-${randomUUID()}`,
  correlationId: `corr-${randomUUID()}`,
  newId: () => randomUUID(),
  ...overrides,
});

const run = (command: SmsCommand, ctx = context()) => handle(runtime.eventStore, conversationStream(command.conversationId), conversation, command, ctx);

let phoneCounter = 0;
async function newConversation(): Promise<{ conversationId: string; phone: string }> {
  const conversationId = randomUUID();
  const phone = `+1512555${String(1000 + phoneCounter++).padStart(4, '0')}`;
  await run({ type: 'StartConversation', conversationId, phoneNumber: phone, contactId: null });
  return { conversationId, phone };
}

async function request(conversationId: string, body: string, ctx = context()): Promise<{ messageId: string; eventId: string }> {
  const messageId = randomUUID();
  const result = await run({ type: 'RequestSms', conversationId, messageId, body, kind: 'direct' }, ctx);
  const stored = await streamEvents(conversationId);
  return { messageId, eventId: stored.find((e) => e.type === 'SmsSendRequested' && (e.data as { messageId: string }).messageId === messageId)!.eventId, ...result };
}

async function streamEvents(conversationId: string): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const e of runtime.eventStore.readStream(conversationStream(conversationId))) all.push(e);
  return all;
}

const about = (messageId: string) => (e: RecordedEvent) => (e.data as { messageId?: string }).messageId === messageId;

async function outcome(conversationId: string, messageId: string, type: string, timeoutMs = 5_000): Promise<RecordedEvent> {
  for (let i = 0; i < timeoutMs / 25; i++) {
    const found = (await streamEvents(conversationId)).find((e) => e.type === type && about(messageId)(e));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no ${type} for ${messageId}`);
}

async function useTwilio(token = AUTH_TOKEN): Promise<void> {
  await useTwilioAccount(runtime, { accountSid: ACCOUNT_SID, authToken: token, fromPhone: OUR_NUMBER });
}

async function useSandbox(): Promise<void> {
  await runtime.eventStore.appendToStream(SMS_SETTINGS_STREAM, [testEvent('SmsSettingsRemoved', {})], { expectedRevision: 'any' });
  await deleteSecret(runtime.pg, TWILIO_AUTH_TOKEN_SECRET);
}

beforeAll(async () => {
  fake = await startFakeTwilio();
  fake.addAccount(ACCOUNT_SID, AUTH_TOKEN, [OUR_NUMBER]);
  database = await createTestDatabase('dispatcher_sms');
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir.path,
    PUBLIC_URL: 'https://outreach.test',
    TWILIO_API_URL: fake.url,
    LOG_LEVEL: 'silent',
  });
  runtime = await createRuntime(config, { name: 'dispatcher-test', allowInProcessBus: true });
  dispatcher = await startDispatcher(runtime, { handlers });
});
afterAll(async () => {
  await dispatcher?.stop();
  await runtime?.close();
  await database?.drop();
  await fake?.close();
  dataDir.remove();
});

describe('sendSms in the sandbox (no Twilio account)', () => {
  it('records the text sent and then delivered, by the dispatcher, caused by the request; nothing leaves', async () => {
    const { conversationId } = await newConversation();
    const ctx = context();
    const { messageId, eventId } = await request(conversationId, 'Hello from the sandbox', ctx);
    const sent = await outcome(conversationId, messageId, 'SmsSent');
    const delivered = await outcome(conversationId, messageId, 'SmsStatusRecorded');
    expect(sent.data).toMatchObject({ status: 'sent', from: null });
    expect((sent.data as { providerSid: string }).providerSid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(delivered.data).toMatchObject({ status: 'delivered', providerSid: (sent.data as { providerSid: string }).providerSid });
    for (const e of [sent, delivered]) {
      expect(e.metadata).toMatchObject({ actor: { kind: 'system', process: 'dispatcher' }, causationId: eventId, correlationId: ctx.correlationId, requestId: ctx.requestId });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('answers HELP with the default help text', async () => {
    const { conversationId } = await newConversation();
    await run({ type: 'ReceiveSms', conversationId, messageId: randomUUID(), providerSid: `SM${'1'.repeat(32)}`, body: 'HELP', from: '+15125550000', to: OUR_NUMBER, optOutType: null });
    for (let i = 0; i < 200; i++) {
      const all = await streamEvents(conversationId);
      const asked = all.find((e) => e.type === 'SmsSendRequested');
      if (asked && all.some((e) => e.type === 'SmsSent')) {
        expect(asked.data).toMatchObject({ body: DEFAULT_SMS_HELP_TEXT, kind: 'reply' });
        expect(asked.metadata.actor).toEqual({ kind: 'system', process: 'dispatcher' });
        return;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('no help reply');
  });
});

describe('sendSms through Twilio (the real SDK against the fake Twilio)', () => {
  beforeAll(async () => {
    await useTwilio();
  });

  it('hands the text to Twilio with the status callback and records its sid and first status', async () => {
    const { conversationId, phone } = await newConversation();
    const { messageId } = await request(conversationId, 'Hi, this is Outreach');
    const sent = await outcome(conversationId, messageId, 'SmsSent');
    const message = fake.messages.find((m) => m.body === 'Hi, this is Outreach')!;
    expect(message).toMatchObject({ to: phone, from: OUR_NUMBER, statusCallback: 'https://outreach.test/webhooks/twilio/status', accountSid: ACCOUNT_SID });
    expect(sent.data).toEqual({ conversationId, messageId, providerSid: message.sid, status: 'queued', from: OUR_NUMBER });
    // Twilio sends its own statuses: nothing is made up.
    expect((await streamEvents(conversationId)).some((e) => e.type === 'SmsStatusRecorded')).toBe(false);
  });

  it('records a refusal as SmsSendFailed with Twilio’s message', async () => {
    const { conversationId } = await newConversation();
    fake.failNextSend({ status: 400, code: 21211, message: "The 'To' number +15125551001 is not a valid phone number." });
    const { messageId } = await request(conversationId, 'Will be refused');
    const failed = await outcome(conversationId, messageId, 'SmsSendFailed');
    expect(failed.data).toMatchObject({ error: "The 'To' number +15125551001 is not a valid phone number. (Twilio error 21211)" });
  });

  it('records wrong credentials as SmsSendFailed', async () => {
    await putSecret(runtime.pg, runtime.keys.secretsKey, TWILIO_AUTH_TOKEN_SECRET, 'd'.repeat(32));
    try {
      const { conversationId } = await newConversation();
      const { messageId } = await request(conversationId, 'Wrong token');
      expect((await outcome(conversationId, messageId, 'SmsSendFailed')).data).toMatchObject({ error: 'Authenticate (Twilio error 20003)' });
    } finally {
      await putSecret(runtime.pg, runtime.keys.secretsKey, TWILIO_AUTH_TOKEN_SECRET, AUTH_TOKEN);
    }
  });

  it('an unreachable Twilio is reported as such', async () => {
    const provider = new TwilioSmsProvider({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, fromPhone: OUR_NUMBER }, 'http://127.0.0.1:1');
    expect(await provider.send({ to: '+15125550142', body: 'x' })).toEqual({ accepted: false, error: 'Could not reach Twilio (ECONNREFUSED)' });
  });

  it('a request the dispatch handler of before claimed before a crash is never sent: its outcome is unknown', async () => {
    const { conversationId } = await newConversation();
    const eventId = randomUUID();
    // The old sendSms handler claimed it and died before recording Twilio's answer.
    await runtime.pg.query(`insert into dispatcher.handled (handler, event_id) values ('sendSms', $1)`, [eventId]);
    const { messageId } = await request(conversationId, 'Claimed then crashed', context({ newId: () => eventId }));
    const { messageId: later } = await request(conversationId, 'Sent after it');
    await outcome(conversationId, later, 'SmsSent');
    expect((await outcome(conversationId, messageId, 'SmsSendOutcomeUnknown')).data).toMatchObject({ attempt: 1, reason: SMS_UNKNOWN_OUTCOME_REASON });
    expect(fake.messages.filter((m) => m.body === 'Claimed then crashed')).toHaveLength(0);
    expect((await streamEvents(conversationId)).filter(about(messageId)).map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSendOutcomeUnknown']);
  });

  it('a crash after the send and before recording it never sends twice', async () => {
    await dispatcher!.stop();
    let crashes = 0;
    // Twilio accepts the text, then the sender dies before recording the answer.
    const crashing = async (rt: Runtime): Promise<CurrentSmsProvider> => {
      const current = await currentSmsProvider(rt);
      return {
        ...current,
        provider: {
          kind: current.provider.kind,
          async send(message) {
            const answer = await current.provider.send(message);
            if (message.body === 'Sent then crashed') {
              crashes++;
              throw new Error('process died');
            }
            return answer;
          },
        },
      };
    };
    dispatcher = await startDispatcher(runtime, { handlers, sms: { provider: crashing } });
    try {
      const { conversationId } = await newConversation();
      const { messageId } = await request(conversationId, 'Sent then crashed');
      const { messageId: next } = await request(conversationId, 'The one after');
      await outcome(conversationId, next, 'SmsSent');
      // The failed job is tried again: it finds the claim without an answer and records the outcome unknown.
      expect((await outcome(conversationId, messageId, 'SmsSendOutcomeUnknown', 20_000)).data).toMatchObject({ attempt: 1, reason: SMS_UNKNOWN_OUTCOME_REASON });
      expect(crashes).toBe(1);
      expect(fake.messages.filter((m) => m.body === 'Sent then crashed')).toHaveLength(1);
      expect(fake.messages.filter((m) => m.body === 'The one after')).toHaveLength(1);
      // (A text that came before the number's next free slot is deferred to it first: that is not a send.)
      const history = (await streamEvents(conversationId)).filter(about(messageId)).map((e) => e.type).filter((type) => type !== 'SmsSendDeferred');
      expect(history).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSendOutcomeUnknown']);
    } finally {
      await dispatcher.stop();
      dispatcher = await startDispatcher(runtime, { handlers });
    }
  });

  it('does not text a number that opted out after the request, nor a request more than a day old', async () => {
    await dispatcher!.stop();
    const { conversationId } = await newConversation();
    const { messageId: beforeStop } = await request(conversationId, 'Before the STOP');
    await run({ type: 'ReceiveSms', conversationId, messageId: randomUUID(), providerSid: `SM${'2'.repeat(32)}`, body: 'STOP', from: '+15125550000', to: OUR_NUMBER, optOutType: 'STOP' });
    const old = await newConversation();
    const { messageId: stale } = await request(old.conversationId, 'From two days ago', context({ now: new Date(Date.now() - 2 * 86_400_000).toISOString() }));
    dispatcher = await startDispatcher(runtime, { handlers });
    expect((await outcome(conversationId, beforeStop, 'SmsSendFailed')).data).toMatchObject({ error: expect.stringContaining('opted out') });
    expect((await outcome(old.conversationId, stale, 'SmsSendFailed')).data).toMatchObject({ error: STALE_REQUEST_MESSAGE });
    expect(fake.messages.filter((m) => m.body === 'Before the STOP' || m.body === 'From two days ago')).toHaveLength(0);
  });

  it('does not text a contact who unsubscribed after the text was asked for', async () => {
    await dispatcher!.stop();
    const contactId = randomUUID();
    const conversationId = randomUUID();
    const phone = `+1512555${String(1000 + phoneCounter++).padStart(4, '0')}`;
    await runtime.eventStore.appendToStream(contactStream(contactId), [testEvent('ContactImported', { contactId, status: 'active', fields: { firstName: 'Rae', phone } })], { expectedRevision: 'no_stream' });
    await run({ type: 'StartConversation', conversationId, phoneNumber: phone, contactId });
    const { messageId } = await request(conversationId, 'After the unsubscribe');
    // The contact unsubscribes by an e-mail's link before the dispatcher comes to the text.
    await runtime.eventStore.appendToStream(contactStream(contactId), [testEvent('ContactStatusChanged', { contactId, status: 'unsubscribed', previousStatus: 'active' })], { expectedRevision: 0n });
    dispatcher = await startDispatcher(runtime, { handlers });
    expect((await outcome(conversationId, messageId, 'SmsSendFailed')).data).toMatchObject({ error: UNSUBSCRIBED_CONTACT_MESSAGE });
    expect(fake.messages.filter((m) => m.body === 'After the unsubscribe')).toHaveLength(0);
  });

  it('goes back to the sandbox when the settings are removed', async () => {
    await useSandbox();
    const before = fake.requests.length;
    const { conversationId } = await newConversation();
    const { messageId } = await request(conversationId, 'Sandbox again');
    await outcome(conversationId, messageId, 'SmsStatusRecorded');
    expect(fake.requests.length).toBe(before);
  });
});
