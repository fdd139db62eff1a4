import { randomUUID } from 'node:crypto';
import { contactStream, conversationHandler, conversationStream, EMPTY_FIELDS, type RecordedEvent, type SendKind } from '@outreach/domain';
import { createRuntime, loadConfig, processContext, type Runtime } from '@outreach/server-kit';
import { createTestDatabase, testClock, type TestDatabase, testDataDir, testEvent } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcher, type Dispatcher } from '../dispatcher.ts';
import { handlers } from '../handlers/index.ts';

const dataDir = testDataDir('dispatcher');

// Monday 12 January 2026, 10 p.m. in Austin (America/Chicago, UTC−6).
const clock = testClock('2026-01-13T04:00:00.000Z');

let database: TestDatabase;
let runtime: Runtime;
let dispatcher: Dispatcher;

/** A contact at an address, and the conversation with its phone. */
async function conversationWith(phone: string, address: { zipCode?: string; state?: string } | null): Promise<string> {
  let contactId: string | null = null;
  if (address) {
    contactId = randomUUID();
    const fields = { ...EMPTY_FIELDS, firstName: 'Ana', lastName: 'Ruiz', agentName: 'Ana Ruiz', phone, zipCode: address.zipCode ?? null, state: address.state ?? null };
    await runtime.eventStore.appendToStream(contactStream(contactId), [testEvent('ContactImported', { contactId, fields, status: 'active', source: 'manual', importId: null, stagedAgentId: null })], {
      expectedRevision: 'no_stream',
    });
  }
  const conversationId = randomUUID();
  await conversationHandler.run(runtime.eventStore, conversationId, { type: 'StartConversation', conversationId, phoneNumber: phone, contactId }, processContext(clock, 'test'));
  return conversationId;
}

async function request(conversationId: string, kind: SendKind, body: string): Promise<string> {
  const messageId = randomUUID();
  await conversationHandler.run(runtime.eventStore, conversationId, { type: 'RequestSms', conversationId, messageId, body, kind }, processContext(clock, 'test'));
  return messageId;
}

async function eventsOf(conversationId: string, messageId: string): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const e of runtime.eventStore.readStream(conversationStream(conversationId))) if ((e.data as { messageId?: string }).messageId === messageId) all.push(e);
  return all;
}

/** The text's events once one of them is of the type. */
async function until(conversationId: string, messageId: string, type: string): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const events = await eventsOf(conversationId, messageId);
    if (events.some((e) => e.type === type)) return events;
    if (Date.now() > deadline) throw new Error(`no ${type}: ${events.map((e) => e.type).join(',')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  database = await createTestDatabase('dispatcher_sms_quiet');
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir.path, LOG_LEVEL: 'silent' });
  runtime = await createRuntime(config, { name: 'dispatcher-sms-quiet-test', allowInProcessBus: true, clock });
  // The sandbox sends: nothing leaves the machine, the outcomes are recorded all the same.
  dispatcher = await startDispatcher(runtime, { handlers });
});
afterAll(async () => {
  await dispatcher?.stop();
  await runtime?.close();
  await database?.drop();
  dataDir.remove();
});

describe('quiet hours for campaign texts, in the recipient’s time zone', () => {
  it('holds a campaign text requested at 10 p.m. recipient time until 8 a.m., and sends it then; a text a user types goes at once', async () => {
    const conversationId = await conversationWith('+15125550142', { zipCode: '78701', state: 'TX' });
    const campaign = await request(conversationId, 'campaign', 'Hi Ana, your listings on autopilot: 7 days free');
    const direct = await request(conversationId, 'direct', 'Thanks for the call today, Ana');

    const held = await until(conversationId, campaign, 'SmsSendDeferred');
    expect(held.at(-1)!.data).toEqual({
      conversationId,
      messageId: campaign,
      until: '2026-01-13T14:00:00.000Z',
      reason: 'Quiet hours in America/Chicago (8 a.m.–9 p.m.)',
      cause: 'quiet-hours',
      timezone: 'America/Chicago',
    });
    expect((await until(conversationId, direct, 'SmsStatusRecorded')).map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSent', 'SmsStatusRecorded']);
    await dispatcher.host.workRunners[0]!.whenIdle();
    expect((await eventsOf(conversationId, campaign)).map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendDeferred']);

    // 7:59 a.m.: still held; 8 a.m.: sent.
    clock.set('2026-01-13T13:59:00.000Z');
    await dispatcher.host.workRunners[0]!.whenIdle();
    await new Promise((r) => setTimeout(r, 300));
    expect((await eventsOf(conversationId, campaign)).map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendDeferred']);
    clock.set('2026-01-13T14:00:00.000Z');
    const sent = await until(conversationId, campaign, 'SmsStatusRecorded');
    expect(sent.map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendDeferred', 'SmsSendStarted', 'SmsSent', 'SmsStatusRecorded']);
    expect(sent[2]!.data).toMatchObject({ attempt: 1, startedAt: '2026-01-13T14:00:00.000Z' });
  });

  it('holds a campaign text to a Florida area code from 8 p.m. (Florida’s law), from the area code when the contact gives no address', async () => {
    // Tuesday 13 January 2026, 8:30 p.m. in Miami (UTC−5), 7:30 p.m. in Austin.
    clock.set('2026-01-14T01:30:00.000Z');
    const miami = await conversationWith('+13055550143', null);
    const austin = await conversationWith('+15125550144', { zipCode: '78701' });
    const toMiami = await request(miami, 'campaign', 'Hi, your listings on autopilot');
    const toAustin = await request(austin, 'campaign', 'Hi, your listings on autopilot');
    const held = await until(miami, toMiami, 'SmsSendDeferred');
    expect(held.at(-1)!.data).toMatchObject({ until: '2026-01-14T13:00:00.000Z', cause: 'quiet-hours', timezone: 'America/New_York', reason: 'Quiet hours in America/New_York (8 a.m.–8 p.m., Florida FTSA)' });
    expect((await until(austin, toAustin, 'SmsStatusRecorded')).map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSent', 'SmsStatusRecorded']);
  });
});
