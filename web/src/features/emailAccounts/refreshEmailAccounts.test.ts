import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { emailAccountFixture as account } from './emailAccountFixture.ts';
import { emailAccountsQueries } from './emailAccountsQueries.ts';
import type { EmailAccount } from './emailAccountTypes.ts';
import { REFRESH_ATTEMPTS, refreshEmailAccounts, showsAccount, showsDeleted, showsTest } from './refreshEmailAccounts.ts';

const { queryKey } = emailAccountsQueries.all();
let stopObserving = () => {};
afterEach(() => stopObserving());

/** A client whose account list (on screen, so reloaded when invalidated) answers `answers` in turn, then the last one. */
async function listAnswering(answers: EmailAccount[][]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let reads = 0;
  const observer = new QueryObserver(client, { queryKey, queryFn: async () => answers[Math.min(reads++, answers.length - 1)]! });
  stopObserving = observer.subscribe(() => {});
  await client.refetchQueries({ queryKey });
  return { client, reads: () => reads };
}

describe('refreshEmailAccounts', () => {
  const before = account({ lastTest: null });
  const tested = account({ lastTest: { success: false, message: 'Invalid login: 535', testedAt: '2026-11-25T09:30:00.000Z' } });

  it('reads the list again while it is behind the answer, and stops once it shows it', async () => {
    const { client, reads } = await listAnswering([[before], [before], [before], [tested]]);
    await refreshEmailAccounts(client, showsTest(tested.id, { success: false, message: 'Invalid login: 535' }));
    expect(client.getQueryData(queryKey)).toEqual([tested]);
    expect(reads()).toBe(4);
  });

  it('gives up after a few reads, keeping the newest list', async () => {
    const { client, reads } = await listAnswering([[before]]);
    await refreshEmailAccounts(client, showsDeleted(before.id));
    expect(reads()).toBe(1 + REFRESH_ATTEMPTS);
    expect(client.getQueryData(queryKey)).toEqual([before]);
  });
});

describe('what a list shows', () => {
  it('an account as answered: the same or a later change, and the same place as primary', () => {
    const answered = account({ updatedAt: '2026-11-25T09:30:00.000Z', isPrimary: true });
    expect(showsAccount(answered)([account({ updatedAt: '2026-11-25T09:30:00.000Z', isPrimary: true })])).toBe(true);
    expect(showsAccount(answered)([account({ updatedAt: '2026-11-25 09:30:01+00', isPrimary: true })])).toBe(true);
    expect(showsAccount(answered)([account({ updatedAt: '2026-11-25T09:29:59.999Z', isPrimary: true })])).toBe(false);
    expect(showsAccount(answered)([account({ updatedAt: '2026-11-25T09:30:00.000Z', isPrimary: false })])).toBe(false);
    expect(showsAccount(answered)([])).toBe(false);
  });

  it('a deleted account gone', () => {
    expect(showsDeleted('a')([account({ id: 'b' })])).toBe(true);
    expect(showsDeleted('a')([account({ id: 'a' })])).toBe(false);
  });

  it('the test just answered as the last one', () => {
    const last = { success: true, message: 'Connected', testedAt: '2026-11-25T09:30:00.000Z' };
    expect(showsTest('a', { success: true, message: 'Connected' })([account({ id: 'a', lastTest: last })])).toBe(true);
    expect(showsTest('a', { success: false, message: 'Connected' })([account({ id: 'a', lastTest: last })])).toBe(false);
    expect(showsTest('a', { success: true, message: 'Connected' })([account({ id: 'a', lastTest: null })])).toBe(false);
  });
});
