import { describe, expect, it } from 'vitest';
import { given, testContext } from '../kit/given.ts';
import { user } from './user.ts';
import { ALICE, aliceCreated } from './userFixtures.ts';

describe('DeleteUser', () => {
  it('records the deletion with the freed username and e-mail', () => {
    const { run } = given(user, [aliceCreated]).when({ type: 'DeleteUser', userId: ALICE });
    expect(run()).toEqual([{ type: 'UserDeleted', data: { userId: ALICE, username: 'alice', email: 'alice@example.com' } }]);
    expect(given(user, [aliceCreated, ...run()]).state.status).toBe('deleted');
  });

  it('refuses to delete one’s own account', () => {
    const self = testContext({ actor: { kind: 'user', id: ALICE, username: 'alice' } });
    expect(given(user, [aliceCreated], self).when({ type: 'DeleteUser', userId: ALICE }).run).toThrow('You cannot delete your own account');
  });
});
