import { describe, expect, it } from 'vitest';
import { given, testContext } from '../kit/given.ts';
import { user } from './user.ts';
import { ALICE, aliceCreated } from './userFixtures.ts';

describe('UpdateUser', () => {
  it('records the new values beside the previous ones', () => {
    expect(given(user, [aliceCreated]).when({ type: 'UpdateUser', userId: ALICE, username: 'alice2', email: 'a2@example.com' }).run()).toEqual([
      {
        type: 'UserUpdated',
        data: { userId: ALICE, username: 'alice2', email: 'a2@example.com', previousUsername: 'alice', previousEmail: 'alice@example.com' },
      },
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(given(user, [aliceCreated]).when({ type: 'UpdateUser', userId: ALICE, username: 'alice', email: 'alice@example.com' }).run()).toEqual([]);
  });

  it('refuses to edit one’s own row', () => {
    const self = testContext({ actor: { kind: 'user', id: ALICE, username: 'alice' } });
    expect(given(user, [aliceCreated], self).when({ type: 'UpdateUser', userId: ALICE, username: 'x', email: null }).run).toThrow(
      'You cannot edit your own account from the user list',
    );
  });

  it('refuses a missing or deleted user', () => {
    expect(given(user, []).when({ type: 'UpdateUser', userId: ALICE, username: 'x', email: null }).run).toThrow('User not found');
    const deleted = given(user, [aliceCreated, { type: 'UserDeleted', data: { userId: ALICE, username: 'alice', email: null } }]);
    expect(deleted.when({ type: 'UpdateUser', userId: ALICE, username: 'x', email: null }).run).toThrow('User not found');
  });
});
