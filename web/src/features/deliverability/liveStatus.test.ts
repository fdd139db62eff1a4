import { describe, expect, it } from 'vitest';
import { RECOMMENDATIONS } from './deliverabilityFacts.ts';
import { lastCheckedLabel, priorityColor, statusColor, withLiveStatus } from './liveStatus.ts';

const statusOf = (facts: Parameters<typeof withLiveStatus>[1], id: string) => withLiveStatus(RECOMMENDATIONS, facts).find((item) => item.id === id)!;
const mailbox = (isActive: boolean, warmupEnabled: boolean) => ({ isActive, warmupEnabled });

describe('withLiveStatus', () => {
  it('shows the stated statuses while nothing has been read', () => {
    const shown = withLiveStatus(RECOMMENDATIONS, {});
    expect(shown.map((item) => [item.id, item.status, item.priority, item.live])).toEqual([
      ['authentication', 'pending', 'high', false],
      ['plain-text', 'completed', 'high', false],
      ['unsubscribe', 'completed', 'medium', false],
      ['tracking', 'completed', 'high', false],
      ['warmup', 'active', 'high', false],
      ['verification', 'completed', 'medium', false],
    ]);
  });

  it('reads warm-up from the active mailboxes', () => {
    expect(statusOf({ mailboxes: [mailbox(true, true), mailbox(true, false), mailbox(false, true)] }, 'warmup')).toMatchObject({ status: 'active', live: true, detail: '1 of 2 active mailboxes warming up' });
    expect(statusOf({ mailboxes: [mailbox(true, false)] }, 'warmup')).toMatchObject({ status: 'off', detail: '0 of 1 active mailbox warming up' });
    expect(statusOf({ mailboxes: [mailbox(false, true)] }, 'warmup')).toMatchObject({ status: 'no mailboxes', detail: 'No active sending mailbox yet' });
  });

  it('reads tracking from System Settings and leaves the rest as stated', () => {
    expect(statusOf({ trackingOff: true }, 'tracking')).toMatchObject({ status: 'completed', live: true });
    expect(statusOf({ trackingOff: false }, 'tracking')).toMatchObject({ status: 'pending', live: true });
    expect(statusOf({ trackingOff: false, mailboxes: [] }, 'authentication')).toMatchObject({ status: 'pending', live: false });
  });
});

describe('display', () => {
  it('colours statuses and priorities', () => {
    expect(['completed', 'active', 'pending', 'off', 'no mailboxes'].map(statusColor)).toEqual(['green', 'blue', 'gold', 'red', 'red']);
    expect((['high', 'medium', 'low'] as const).map(priorityColor)).toEqual(['red', 'orange', 'default']);
  });

  it('says when the facts were last read, nothing before the first read', () => {
    expect(lastCheckedLabel(0)).toBeNull();
    expect(lastCheckedLabel(new Date(2026, 0, 5, 9, 7).getTime(), 'en-GB')).toBe('Last checked 09:07');
  });
});
