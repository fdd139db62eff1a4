import { describe, expect, it } from 'vitest';
import { given, testContext } from '../kit/given.ts';
import { user } from './user.ts';
import { ALICE, aliceCreated } from './userFixtures.ts';

describe('ChangePassword', () => {
  it('records only that the password changed, and by whom', () => {
    const self = testContext({ actor: { kind: 'user', id: ALICE, username: 'alice' } });
    const events = given(user, [aliceCreated], self).when({ type: 'ChangePassword', userId: ALICE }).run();
    expect(events).toEqual([{ type: 'UserPasswordChanged', data: { userId: ALICE, changedBy: 'self' } }]);
    expect(JSON.stringify(events)).not.toMatch(/hash|secret/);
  });

  it('refuses a missing user', () => {
    expect(given(user, []).when({ type: 'ChangePassword', userId: ALICE }).run).toThrow('User not found');
  });
});
