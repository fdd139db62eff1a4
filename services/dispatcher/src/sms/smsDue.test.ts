import type { RecordedEvent } from '@outreach/domain';
import { testEvent } from '@outreach/testing';
import { describe, expect, it } from 'vitest';
import { smsDue } from './smsDue.ts';
import { RATE_SLOT_LEAD_MS, sendWindow } from './smsRateSlots.ts';

const recorded = (type: string, data: unknown) => ({ ...testEvent(type, data), streamId: 'sms-conversation-c', revision: 0n, recordedAt: NOW }) as unknown as RecordedEvent;
const NOW = new Date('2026-03-02T15:00:00.000Z');
const UNTIL = '2026-03-02T15:00:07.000Z';
const deferred = (cause: 'rate' | 'quiet-hours') =>
  recorded('SmsSendDeferred', { conversationId: 'c', messageId: 'm', until: UNTIL, reason: 'r', cause, timezone: cause === 'rate' ? null : 'America/Chicago' });

describe('smsDue', () => {
  it('makes a requested text due at once', () => {
    const requested = recorded('SmsSendRequested', { conversationId: 'c', messageId: 'm', body: 'Hi', to: '+15125550100', kind: 'direct', encoding: 'GSM-7', segments: 1 });
    expect(smsDue.dueAt(requested, NOW)).toEqual(NOW);
  });

  it('takes a text deferred to its rate slot up shortly before the slot, and one held for quiet hours at their end', () => {
    expect(smsDue.dueAt(deferred('rate'), NOW)).toEqual(new Date(Date.parse(UNTIL) - RATE_SLOT_LEAD_MS));
    expect(smsDue.dueAt(deferred('quiet-hours'), NOW)).toEqual(new Date(UNTIL));
  });
});

describe('sendWindow', () => {
  it('is the limit a second as so many texts in a window: whole texts, the window stretched for a fraction', () => {
    expect(sendWindow({ fromNumber: '+1', perSecond: 10 })).toEqual({ texts: 10, ms: 1000 });
    expect(sendWindow({ fromNumber: '+1', perSecond: 1 })).toEqual({ texts: 1, ms: 1000 });
    expect(sendWindow({ fromNumber: '+1', perSecond: 0.5 })).toEqual({ texts: 1, ms: 2000 });
    expect(sendWindow({ fromNumber: '+1', perSecond: 2.5 })).toEqual({ texts: 2, ms: 800 });
  });
});
