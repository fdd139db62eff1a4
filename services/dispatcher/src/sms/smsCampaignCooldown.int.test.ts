import { conversationStream, type RecordedEvent } from '@outreach/domain';
import { createRuntime, loadConfig, type Runtime } from '@outreach/server-kit';
import { createTestDatabase, testClock, type TestDatabase, testDataDir } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDispatcher, type Dispatcher } from '../dispatcher.ts';
import { handlers } from '../handlers/index.ts';
import { requestText, startConversation, textEvents } from './conversation.fixture.ts';
import { sendRequestedSms } from './sendRequestedSms.ts';

const dataDir = testDataDir('dispatcher');

// Tuesday 13 January 2026, noon in Austin (America/Chicago): inside the recipient's allowed hours.
const FIRST = '2026-01-13T18:00:00.000Z';
const clock = testClock(FIRST);

let database: TestDatabase;
let runtime: Runtime;
let dispatcher: Dispatcher | undefined;

const FINAL = new Set(['SmsSent', 'SmsSendFailed', 'SmsSendOutcomeUnknown']);

/** The text's events once it has an outcome. */
async function settled(conversationId: string, messageId: string): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const events = await textEvents(runtime, conversationId, messageId);
    if (events.some((e) => FINAL.has(e.type))) return events;
    if (Date.now() > deadline) throw new Error(`not settled: ${events.map((e) => e.type).join(',')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const types = (events: RecordedEvent[]) => events.map((e) => e.type);
const outcome = (events: RecordedEvent[]) => events.find((e) => FINAL.has(e.type))!;

beforeAll(async () => {
  database = await createTestDatabase('dispatcher_sms_cooldown');
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir.path, LOG_LEVEL: 'silent' });
  expect(config.SMS_CAMPAIGN_COOLDOWN_DAYS).toBe(30);
  runtime = await createRuntime(config, { name: 'dispatcher-sms-cooldown-test', allowInProcessBus: true, clock });
  // The sandbox sends: nothing leaves the machine, the outcomes are recorded all the same.
  dispatcher = await startDispatcher(runtime, { handlers });
});
afterAll(async () => {
  await dispatcher?.stop();
  await runtime?.close();
  await database?.drop();
  dataDir.remove();
});

describe('the SMS campaign cooldown (SMS_CAMPAIGN_COOLDOWN_DAYS, 30 by default)', () => {
  it('does not send a campaign text to a number that got one 10 days ago, and says why; a typed text still goes, and a campaign text 31 days later goes', async () => {
    const conversationId = await startConversation(runtime, '+15125550142');
    const first = await requestText(runtime, conversationId, 'Hi Ana, your listings on autopilot: 7 days free', 'campaign');
    expect(types(await settled(conversationId, first)).slice(0, 3)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSent']);

    clock.set('2026-01-23T18:00:00.000Z');
    const tooSoon = await requestText(runtime, conversationId, 'Hi Ana, last chance for the free trial', 'campaign');
    const typed = await requestText(runtime, conversationId, 'Thanks for the call today, Ana', 'direct');
    const refused = await settled(conversationId, tooSoon);
    expect(types(refused)).toEqual(['SmsSendRequested', 'SmsSendFailed']);
    expect(outcome(refused).data).toEqual({
      conversationId,
      messageId: tooSoon,
      error: 'Not sent: this number got a campaign text on 2026-01-13, less than 30 days ago (the SMS campaign cooldown)',
    });
    expect(outcome(await settled(conversationId, typed)).type).toBe('SmsSent');

    clock.set('2026-02-13T18:00:00.000Z');
    const later = await requestText(runtime, conversationId, 'Hi Ana, our spring update', 'campaign');
    expect(types(await settled(conversationId, later)).slice(0, 3)).toEqual(['SmsSendRequested', 'SmsSendStarted', 'SmsSent']);
  });

  it('sends one of two campaign texts to one number claimed at the same moment, and refuses the other', async () => {
    // Two senders take the two texts at once, each reading a conversation with no campaign text yet.
    // The engine's own jobs are stopped first: a second sender of the same text would find the first
    // one's claim without an answer and rightly record it unknown.
    await dispatcher?.stop();
    dispatcher = undefined;
    clock.set('2026-02-17T18:00:00.000Z');
    const conversationId = await startConversation(runtime, '+15125550143');
    const a = await requestText(runtime, conversationId, 'Hi Bo, your listings on autopilot', 'campaign');
    const b = await requestText(runtime, conversationId, 'Hi Bo, 7 days free', 'campaign');
    await Promise.all([sendRequestedSms({ runtime }, conversationId, a), sendRequestedSms({ runtime }, conversationId, b)]);
    const outcomes = [outcome(await settled(conversationId, a)), outcome(await settled(conversationId, b))];
    expect(outcomes.map((e) => e.type).sort()).toEqual(['SmsSendFailed', 'SmsSent']);
    expect(outcomes.find((e) => e.type === 'SmsSendFailed')!.data).toMatchObject({
      error: 'Not sent: this number got a campaign text on 2026-02-17, less than 30 days ago (the SMS campaign cooldown)',
    });
    const all: RecordedEvent[] = [];
    for await (const e of runtime.eventStore.readStream(conversationStream(conversationId))) all.push(e);
    expect(all.filter((e) => e.type === 'SmsSendStarted')).toHaveLength(1);
  });
});
