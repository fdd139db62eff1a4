import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { primaryEmailAccount } from './primaryEmailAccount.ts';

describe('primary email account', () => {
  it('is chosen, moved to another account, and cleared only for the account that holds it', () => {
    const [first] = given(primaryEmailAccount, []).when({ type: 'ChoosePrimaryEmailAccount', accountId: 'a1' }).run();
    expect(first).toEqual({ type: 'PrimaryEmailAccountChosen', data: { accountId: 'a1', previousAccountId: null } });
    const a1 = given(primaryEmailAccount, [first!]);
    expect(a1.when({ type: 'ChoosePrimaryEmailAccount', accountId: 'a1' }).run()).toEqual([]);
    expect(a1.when({ type: 'ChoosePrimaryEmailAccount', accountId: 'a2' }).run()).toEqual([
      { type: 'PrimaryEmailAccountChosen', data: { accountId: 'a2', previousAccountId: 'a1' } },
    ]);
    expect(a1.when({ type: 'ClearPrimaryEmailAccount', accountId: 'a2' }).run()).toEqual([]);
    const [cleared] = a1.when({ type: 'ClearPrimaryEmailAccount', accountId: 'a1' }).run();
    expect(given(primaryEmailAccount, [first!, cleared!]).state).toEqual({ accountId: null });
  });
});
