import { randomUUID } from 'node:crypto';
import { outboundEmailStream } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import { testEvent } from '@outreach/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventStoreFixture } from '../eventStoreFixture.ts';
import { outcomeCheckInterval, readSendOutcomes, SendOutcomeFollower, type SendOutcome } from './campaignSendOutcomes.ts';

const fixture = eventStoreFixture('send_outcomes');
let store: EventStore;
beforeAll(() => void ({ eventStore: store } = fixture.get()));

const queued = (messageId: string) => testEvent('EmailQueued', { messageId, to: { email: `${messageId}@example.com`, name: null }, subject: 'Hi', text: 'Hello' });
const started = (messageId: string) => testEvent('EmailSendStarted', { messageId, attempt: 1, startedAt: '2026-01-05T15:00:00.000Z' });

describe('readSendOutcomes', () => {
  it("reads each open e-mail's outcome from its newest event, the whole stream only when something followed the outcome, and never an outcome it knows", async () => {
    const [sent, skipped, transient, replied, waiting, unknown] = Array.from({ length: 6 }, () => randomUUID());
    const streams: [string, ReturnType<typeof testEvent>[]][] = [
      [sent!, [queued(sent!), started(sent!), testEvent('EmailSent', { messageId: sent, attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-05T15:00:01.000Z' })]],
      [skipped!, [queued(skipped!), testEvent('EmailSkipped', { messageId: skipped, reason: 'Unsubscribed' })]],
      [transient!, [queued(transient!), started(transient!), testEvent('EmailFailed', { messageId: transient, attempt: 1, permanent: false, providerMessage: '421 later' })]],
      [replied!, [queued(replied!), testEvent('EmailOutcomeUnknown', { messageId: replied, attempt: 1, reason: 'stopped' }), testEvent('EmailReplied', { messageId: replied, receivedAt: '2026-01-06T09:00:00.000Z' })]],
      [waiting!, [queued(waiting!)]],
    ];
    for (const [id, events] of streams) await store.appendToStream(outboundEmailStream(id), events, { expectedRevision: 'no_stream' });
    const known = new Map<string, SendOutcome>();
    // `unknown` has no stream at all (not queued yet): it is still on its way.
    expect(await readSendOutcomes(store, [sent!, skipped!, transient!, replied!, waiting!, unknown!], known)).toBe(3);
    expect(Object.fromEntries(known)).toEqual({ [sent!]: { kind: 'sent' }, [skipped!]: { kind: 'skipped', reason: 'Unsubscribed' }, [replied!]: { kind: 'unknown' } });
    await store.appendToStream(outboundEmailStream(transient!), [testEvent('EmailBounced', { messageId: transient, attempt: 2, bounceType: 'hard', providerMessage: '550 no such user' })], { expectedRevision: 2n });
    expect(await readSendOutcomes(store, [sent!, skipped!, transient!, replied!, waiting!, unknown!], known)).toBe(2);
    expect(known.get(transient!)).toEqual({ kind: 'failed' });
  });

  it('follows the outcomes in $all after the send began: each look finds what was recorded since, and nothing of another send', async () => {
    const [sent, skipped, transient, waiting] = Array.from({ length: 4 }, () => randomUUID());
    const sentEvent = (id: string) => testEvent('EmailSent', { messageId: id, attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-05T15:00:01.000Z' });
    const from = (await store.headPosition())!;
    for (const id of [sent!, skipped!, transient!, waiting!]) await store.appendToStream(outboundEmailStream(id), [queued(id)], { expectedRevision: 'no_stream' });
    const known = new Map<string, SendOutcome>();
    const follower = new SendOutcomeFollower([sent!, skipped!, transient!, waiting!], known, from);
    await expect.poll(() => follower.look(store), { timeout: 10_000 }).toBe(4);
    expect(known.size).toBe(0);
    await store.appendToStream(outboundEmailStream(sent!), [started(sent!), sentEvent(sent!)], { expectedRevision: 0n });
    await store.appendToStream(outboundEmailStream(skipped!), [testEvent('EmailSkipped', { messageId: skipped, reason: 'Unsubscribed' })], { expectedRevision: 0n });
    await store.appendToStream(outboundEmailStream(transient!), [started(transient!), testEvent('EmailFailed', { messageId: transient, attempt: 1, permanent: false, providerMessage: '421 later' })], { expectedRevision: 0n });
    // Another send's e-mail is none of this one's business.
    const other = randomUUID();
    await store.appendToStream(outboundEmailStream(other), [queued(other), testEvent('EmailSkipped', { messageId: other, reason: 'Unsubscribed' })], { expectedRevision: 'no_stream' });
    await expect.poll(() => follower.look(store), { timeout: 10_000 }).toBe(2);
    expect(Object.fromEntries(known)).toEqual({ [sent!]: { kind: 'sent' }, [skipped!]: { kind: 'skipped', reason: 'Unsubscribed' } });
    await store.appendToStream(outboundEmailStream(transient!), [testEvent('EmailBounced', { messageId: transient, attempt: 2, bounceType: 'hard', providerMessage: '550 no such user' })], { expectedRevision: 2n });
    await expect.poll(() => follower.look(store), { timeout: 10_000 }).toBe(1);
    expect(known.get(transient!)).toEqual({ kind: 'failed' });
    expect(known.has(waiting!)).toBe(false);
  });

  it('looks again each second, less often while thousands are on their way, at most every 10 s', () => {
    expect([0, 1_500, 5_000, 96_000].map(outcomeCheckInterval)).toEqual([1_000, 1_000, 2_500, 10_000]);
  });
});
