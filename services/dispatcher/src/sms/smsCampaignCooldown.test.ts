import { conversation, DomainError, type ConversationState, type SmsEvent } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { cooldownGuardedConversation, cooldownMessage, isCooldownRefusal, lastCampaignTextWithin } from './smsCampaignCooldown.ts';

const C = 'c-1';
const NOW = new Date('2026-02-01T18:00:00.000Z');

/** A conversation after these events. */
const stateOf = (events: SmsEvent[]): ConversationState => events.reduce(conversation.evolve, conversation.initialState);
const requested = (messageId: string, kind: 'campaign' | 'direct' = 'campaign'): SmsEvent => ({
  type: 'SmsSendRequested',
  data: { conversationId: C, messageId, body: 'Hi', to: '+15125550142', kind, encoding: 'GSM-7', segments: 1 },
});
const started = (messageId: string, startedAt: string): SmsEvent => ({ type: 'SmsSendStarted', data: { conversationId: C, messageId, attempt: 1, startedAt } });
const sent = (messageId: string): SmsEvent => ({ type: 'SmsSent', data: { conversationId: C, messageId, providerSid: `SM-${messageId}`, status: 'queued', from: null } });
const base: SmsEvent[] = [{ type: 'ConversationStarted', data: { conversationId: C, phoneNumber: '+15125550142', contactId: null } }, requested('next')];

describe('lastCampaignTextWithin', () => {
  it('finds the latest campaign text handed to the provider within the cooldown', () => {
    const state = stateOf([...base, requested('a'), started('a', '2026-01-05T18:00:00.000Z'), sent('a'), requested('b'), started('b', '2026-01-20T18:00:00.000Z'), sent('b')]);
    expect(lastCampaignTextWithin(state, 'next', NOW, 30)).toEqual(new Date('2026-01-20T18:00:00.000Z'));
  });

  it('counts one still awaiting the provider’s answer (it may have gone out), not one that failed', () => {
    expect(lastCampaignTextWithin(stateOf([...base, requested('a'), started('a', '2026-01-20T18:00:00.000Z')]), 'next', NOW, 30)).toBeDefined();
    const failed: SmsEvent = { type: 'SmsSendFailed', data: { conversationId: C, messageId: 'a', error: 'Invalid number' } };
    expect(lastCampaignTextWithin(stateOf([...base, requested('a'), started('a', '2026-01-20T18:00:00.000Z'), failed]), 'next', NOW, 30)).toBeUndefined();
  });

  it('ignores texts a user typed, texts older than the cooldown, the text itself, and a cooldown of 0 days', () => {
    expect(lastCampaignTextWithin(stateOf([...base, requested('a', 'direct'), started('a', '2026-01-31T18:00:00.000Z'), sent('a')]), 'next', NOW, 30)).toBeUndefined();
    const old = stateOf([...base, requested('a'), started('a', '2026-01-02T18:00:00.000Z'), sent('a')]);
    expect(lastCampaignTextWithin(old, 'next', NOW, 30)).toBeUndefined();
    expect(lastCampaignTextWithin(old, 'next', NOW, 31)).toBeDefined();
    expect(lastCampaignTextWithin(stateOf([...base, started('next', '2026-01-31T18:00:00.000Z')]), 'next', NOW, 30)).toBeUndefined();
    expect(lastCampaignTextWithin(stateOf([...base, requested('a'), started('a', '2026-01-31T18:00:00.000Z'), sent('a')]), 'next', NOW, 0)).toBeUndefined();
  });
});

describe('cooldownGuardedConversation', () => {
  const context = { actor: { kind: 'system' as const, process: 'test' }, now: NOW.toISOString(), requestId: 'r', correlationId: 'r', newId: () => 'id' };

  it('refuses the claim of a campaign text within the cooldown, with why', () => {
    const state = stateOf([...base, requested('a'), started('a', '2026-01-20T18:00:00.000Z'), sent('a')]);
    let refusal: unknown;
    try {
      cooldownGuardedConversation(30).decide({ type: 'StartSmsSend', conversationId: C, messageId: 'next' }, state, context);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect(isCooldownRefusal(refusal)).toBe(true);
    expect((refusal as Error).message).toBe('Not sent: this number got a campaign text on 2026-01-20, less than 30 days ago (the SMS campaign cooldown)');
    expect(cooldownMessage(new Date('2026-01-31T10:00:00.000Z'), 1)).toBe('Not sent: this number got a campaign text on 2026-01-31, less than 1 day ago (the SMS campaign cooldown)');
  });

  it('claims as the conversation does otherwise', () => {
    const state = stateOf([...base, requested('a', 'direct'), started('a', '2026-01-31T18:00:00.000Z'), sent('a')]);
    expect(cooldownGuardedConversation(30).decide({ type: 'StartSmsSend', conversationId: C, messageId: 'next' }, state, context)).toEqual([
      { type: 'SmsSendStarted', data: { conversationId: C, messageId: 'next', attempt: 1, startedAt: NOW.toISOString() } },
    ]);
    expect(isCooldownRefusal(new DomainError('illegal_state', 'This number is blocked'))).toBe(false);
  });
});
