import { describe, expect, it } from 'vitest';
import { given, testContext } from '../kit/given.ts';
import { sequenceMessageId, sequenceRecipient, type SequenceRecipientEvent } from './sequenceRecipient.ts';

const CAMPAIGN = 'camp-1';
const CONTACT = 'contact-1';
const ids = [1, 2, 3].map((step) => sequenceMessageId(CAMPAIGN, CONTACT, step));
const queued = (step: number, queuedAt = '2026-01-05T09:00:00.000Z'): SequenceRecipientEvent => ({
  type: 'SequenceStepQueued',
  data: { campaignId: CAMPAIGN, contactId: CONTACT, step, messageId: ids[step - 1]!, notBefore: queuedAt, queuedAt },
});
const sent = (step: number, sentAt: string, nextStepDueAt: string | null): SequenceRecipientEvent => ({
  type: 'SequenceStepSent',
  data: { campaignId: CAMPAIGN, contactId: CONTACT, step, messageId: ids[step - 1]!, sentAt, nextStepDueAt },
});
const queue = (step: number) => ({ type: 'QueueSequenceStep' as const, campaignId: CAMPAIGN, contactId: CONTACT, step, messageId: ids[step - 1]!, notBefore: '2026-01-08T15:00:00.000Z' });
const at = (now: string) => testContext({ now });

describe('a recipient moving through a sequence', () => {
  it('queues step 1, then the next step its delay after the previous one was sent, not before', () => {
    expect(given(sequenceRecipient, []).when(queue(1)).run()).toEqual([
      { type: 'SequenceStepQueued', data: { campaignId: CAMPAIGN, contactId: CONTACT, step: 1, messageId: ids[0], notBefore: '2026-01-08T15:00:00.000Z', queuedAt: testContext().now } },
    ]);
    const recorded = given(sequenceRecipient, [queued(1)]).when({ type: 'RecordSequenceStepSent', campaignId: CAMPAIGN, contactId: CONTACT, step: 1, sentAt: '2026-01-05T10:00:00.000Z', nextDelayDays: 3 }).run();
    expect(recorded).toEqual([sent(1, '2026-01-05T10:00:00.000Z', '2026-01-08T10:00:00.000Z')]);
    const past = [queued(1), ...recorded];
    expect(given(sequenceRecipient, past, at('2026-01-08T09:59:00.000Z')).when(queue(2)).error()).toMatchObject({ code: 'illegal_state', message: 'Cannot queue step 2 before 2026-01-08T10:00:00.000Z' });
    expect(given(sequenceRecipient, past, at('2026-01-08T10:00:00.000Z')).when(queue(2)).run()[0]).toMatchObject({ type: 'SequenceStepQueued', data: { step: 2, messageId: ids[1] } });
  });

  it('queues each step once (a repeat records nothing) and never skips ahead or queues while a step is on its way', () => {
    expect(given(sequenceRecipient, [queued(1)]).when(queue(1)).run()).toEqual([]);
    expect(given(sequenceRecipient, [queued(1)]).when(queue(2)).error().message).toBe('Cannot queue step 2: step 1 has not been sent yet');
    expect(given(sequenceRecipient, []).when(queue(2)).error().message).toBe('Cannot queue step 2: the next step is 1');
  });

  it('finishes after the last step is sent, or when a step does not go out', () => {
    const last = given(sequenceRecipient, [queued(1)]).when({ type: 'RecordSequenceStepSent', campaignId: CAMPAIGN, contactId: CONTACT, step: 1, sentAt: '2026-01-05T10:00:00.000Z', nextDelayDays: null }).run();
    expect(last[0]!.data).toMatchObject({ nextStepDueAt: null });
    expect(given(sequenceRecipient, [queued(1), ...last]).state.status).toBe('finished');
    const missed = given(sequenceRecipient, [queued(1)]).when({ type: 'RecordSequenceStepMissed', campaignId: CAMPAIGN, contactId: CONTACT, step: 1, outcome: 'skipped', reason: 'Invalid address: no MX' }).run();
    expect(missed).toEqual([{ type: 'SequenceStepMissed', data: { campaignId: CAMPAIGN, contactId: CONTACT, step: 1, messageId: ids[0], outcome: 'skipped', reason: 'Invalid address: no MX' } }]);
    expect(given(sequenceRecipient, [queued(1), ...missed]).when(queue(2)).error().message).toBe("Cannot queue step 2: the recipient's sequence has finished");
  });

  it('stops at once on a reply: the step it waits for is not queued, and a stop is recorded once', () => {
    const past = [queued(1), sent(1, '2026-01-05T10:00:00.000Z', '2026-01-08T10:00:00.000Z')];
    const stop = { type: 'StopSequenceRecipient' as const, campaignId: CAMPAIGN, contactId: CONTACT, reason: 'replied' as const };
    const stopped = given(sequenceRecipient, past).when(stop).run();
    expect(stopped).toEqual([{ type: 'SequenceRecipientStopped', data: { campaignId: CAMPAIGN, contactId: CONTACT, reason: 'replied', atStep: 2, lastSentStep: 1, stoppedAt: testContext().now } }]);
    expect(given(sequenceRecipient, [...past, ...stopped]).when(stop).run()).toEqual([]);
    expect(given(sequenceRecipient, [...past, ...stopped], at('2026-01-09T00:00:00.000Z')).when(queue(2)).error()).toMatchObject({ code: 'illegal_state', message: "Cannot queue step 2: the recipient's sequence stopped (replied)" });
  });

  it('stops at the step that is queued and not yet sent (an unsubscribe, a bounce), and never before the first step', () => {
    const past = [queued(1), sent(1, '2026-01-05T10:00:00.000Z', '2026-01-06T10:00:00.000Z'), queued(2, '2026-01-06T10:00:00.000Z')];
    const stopped = given(sequenceRecipient, past).when({ type: 'StopSequenceRecipient', campaignId: CAMPAIGN, contactId: CONTACT, reason: 'unsubscribed' }).run();
    expect(stopped[0]!.data).toMatchObject({ reason: 'unsubscribed', atStep: 2, lastSentStep: 1 });
    expect(given(sequenceRecipient, []).when({ type: 'StopSequenceRecipient', campaignId: CAMPAIGN, contactId: CONTACT, reason: 'bounced' }).error().code).toBe('illegal_state');
  });

  it('gives each step of each contact its own stable e-mail id', () => {
    expect(sequenceMessageId(CAMPAIGN, CONTACT, 1)).toBe(ids[0]);
    expect(new Set([...ids, sequenceMessageId(CAMPAIGN, 'contact-2', 1)]).size).toBe(4);
  });
});
