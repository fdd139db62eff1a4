import { describe, expect, it } from 'vitest';
import { createOwnChanges } from './ownChanges.ts';

describe('own changes', () => {
  it('takes each expected update once', () => {
    const own = createOwnChanges(5000);
    own.expect(['call_logged', 'contacts_changed'], 0);
    expect(own.take('contacts_changed', 10)).toBe(true);
    expect(own.take('contacts_changed', 20)).toBe(false);
    expect(own.take('call_logged', 30)).toBe(true);
    expect(own.take('call_logged', 40)).toBe(false);
  });

  it('counts the same change made twice', () => {
    const own = createOwnChanges(5000);
    own.expect(['call_logged'], 0);
    own.expect(['call_logged'], 1);
    expect([own.take('call_logged', 2), own.take('call_logged', 3), own.take('call_logged', 4)]).toEqual([true, true, false]);
  });

  it('lets an expectation lapse, and forgets all of them when cleared', () => {
    const own = createOwnChanges(5000);
    own.expect(['call_logged'], 0);
    expect(own.take('call_logged', 5001)).toBe(false);
    own.expect(['contacts_changed'], 6000);
    own.clear();
    expect(own.take('contacts_changed', 6001)).toBe(false);
  });
});
