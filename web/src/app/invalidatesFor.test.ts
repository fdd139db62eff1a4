import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidatesFor, keysFor, ownChangesOf, refreshAfterOwnChange } from './invalidatesFor.ts';

describe('invalidatesFor', () => {
  it('says which lists each kind of change makes stale', () => {
    expect(invalidatesFor.sms_message).toEqual([['/api/sms', 'conversations'], ['/api/sms', 'unread-count'], ['/api/sms', 'stats']]);
    expect(invalidatesFor.call_logged).toEqual(
      expect.arrayContaining([['/api/contacts/calling'], ['/api/contacts/rental-agents'], ['/api/call-logs/stats'], ['/api/call-logs'], ['/api/contacts']]),
    );
    expect(invalidatesFor.contacts_changed).toEqual(expect.arrayContaining([['/api/contacts'], ['/api/contacts/calling'], ['/api/sms', 'conversations']]));
    expect(invalidatesFor.hello).toEqual([]);
  });

  it('names each key once for several kinds of change', () => {
    const keys = keysFor(['call_logged', 'contacts_changed']).map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of [...invalidatesFor.call_logged, ...invalidatesFor.contacts_changed]) expect(keys).toContain(JSON.stringify(key));
  });

  it("an own change reloads each key once and expects the change's notices", async () => {
    const queryClient = new QueryClient();
    const invalidated: QueryKey[] = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
      if (filters?.queryKey) invalidated.push(filters.queryKey);
      return Promise.resolve();
    });
    await refreshAfterOwnChange(queryClient, ['call_logged', 'contacts_changed']);
    expect(invalidated).toEqual(keysFor(['call_logged', 'contacts_changed']));
    expect(ownChangesOf(queryClient).take('contacts_changed')).toBe(true);
    expect(ownChangesOf(queryClient).take('call_logged')).toBe(true);
    expect(ownChangesOf(new QueryClient()).take('call_logged')).toBe(false);
  });
});
