import { conversationStream, type RecordedEvent } from '@outreach/domain';
import { createRuntime, loadConfig, type Runtime } from '@outreach/server-kit';
import { createTestDatabase, testClock, testEvent, type TestDatabase, testDataDir } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcher } from '../dispatcher.ts';
import { SUPPRESSION_REASONS, suppress } from '../suppression/suppressionList.ts';
import { requestText, startConversation, textEvents } from './conversation.fixture.ts';
import { sendRequestedSms, suppressedMessage } from './sendRequestedSms.ts';

const dataDir = testDataDir('dispatcher');
const clock = testClock('2026-01-13T18:00:00.000Z');

let database: TestDatabase;
let runtime: Runtime;

/** Appends the event to the conversation and answers its id. */
async function append(conversationId: string, type: string, data: object): Promise<string> {
  const event = testEvent(type, data);
  await runtime.eventStore.appendToStream(conversationStream(conversationId), [event], { expectedRevision: 'any' });
  return event.eventId;
}

/** The number on the list as the suppression reactor puts it there for this event. */
const listed = (phone: string, eventId: string) => suppress(runtime.pg, 'sms', phone, SUPPRESSION_REASONS.stop, eventId, clock.now().toISOString());

/** A text asked for and sent at once, as the engine's job does it; answers its events. */
async function sendOne(conversationId: string, body: string): Promise<RecordedEvent[]> {
  const messageId = await requestText(runtime, conversationId, body);
  await sendRequestedSms({ runtime }, conversationId, messageId);
  return textEvents(runtime, conversationId, messageId);
}

beforeAll(async () => {
  database = await createTestDatabase('dispatcher_sms_suppression_lag');
  runtime = await createRuntime(loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir.path, LOG_LEVEL: 'silent' }), {
    name: 'dispatcher-sms-suppression-lag-test',
    allowInProcessBus: true,
    clock,
  });
  // A start makes the dispatcher's tables; it is stopped at once, so the suppression list stays as each test leaves it.
  await (await startDispatcher(runtime)).stop();
});
afterAll(async () => {
  await runtime?.close();
  await database?.drop();
  dataDir.remove();
});

// The list a moment behind the conversation, as when the suppression reactor has not read its newest events yet.
describe('a text to a number whose STOP is still on the suppression list', () => {
  it('goes when its own conversation opted back in (START) since, before the list followed', async () => {
    const phone = '+15125550142';
    const conversationId = await startConversation(runtime, phone);
    const stop = await append(conversationId, 'SmsOptedOut', { conversationId, phoneNumber: phone, contactId: null, keyword: 'STOP' });
    await listed(phone, stop);
    await append(conversationId, 'SmsOptedIn', { conversationId, phoneNumber: phone, contactId: null, keyword: 'START' });
    const events = await sendOne(conversationId, 'Welcome back, Ana');
    expect(events.map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSent', 'SmsStatusRecorded']);
  });

  it('is refused when the STOP came from another conversation of the number', async () => {
    const phone = '+15125550143';
    const stopped = await startConversation(runtime, phone);
    await listed(phone, await append(stopped, 'SmsOptedOut', { conversationId: stopped, phoneNumber: phone, contactId: null, keyword: 'STOP' }));
    const other = await startConversation(runtime, phone);
    const events = await sendOne(other, 'Hi Bo');
    expect(events.map((e) => e.type)).toEqual(['SmsSendRequested', 'SmsSendFailed']);
    expect(events.at(-1)!.data).toMatchObject({ error: suppressedMessage(SUPPRESSION_REASONS.stop) });
  });
});
