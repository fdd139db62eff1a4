import { describe, expect, it } from 'vitest';
import { isLaterStatus, statusRank } from './deliveryStatus.ts';

describe('isLaterStatus', () => {
  it('moves forward along requested → queued → sending → sent → delivered', () => {
    const path = ['requested', 'queued', 'sending', 'sent', 'delivered'];
    for (let i = 1; i < path.length; i++) {
      expect(isLaterStatus(path[i - 1]!, path[i]!)).toBe(true);
      expect(isLaterStatus(path[i]!, path[i - 1]!)).toBe(false);
    }
    expect(isLaterStatus('queued', 'queued')).toBe(false);
  });

  it('never replaces a final status, except that a delivered message may be read', () => {
    for (const final of ['delivered', 'undelivered', 'failed', 'canceled']) {
      expect(isLaterStatus(final, 'sent')).toBe(false);
      expect(isLaterStatus(final, 'failed')).toBe(false);
      expect(isLaterStatus(final, 'read')).toBe(true);
    }
    expect(isLaterStatus('read', 'delivered')).toBe(false);
  });

  it('ignores a status it does not know, and ranks it below all', () => {
    expect(statusRank('teleported')).toBe(-1);
    expect(isLaterStatus('queued', 'teleported')).toBe(false);
    expect(isLaterStatus('teleported', 'queued')).toBe(true);
  });
});
