import { describe, expect, it } from 'vitest';
import { DomainError } from '../kit/errors.ts';
import { given } from '../kit/given.ts';
import { user } from './user.ts';
import { ALICE, aliceCreated } from './userFixtures.ts';

describe('CreateUser', () => {
  it('records the account with trimmed values and the decision time', () => {
    const { run, context } = given(user, []).when({ type: 'CreateUser', userId: ALICE, username: ' alice ', email: ' alice@example.com ' });
    expect(run()).toEqual([{ type: 'UserCreated', data: { userId: ALICE, username: 'alice', email: 'alice@example.com', createdAt: context.now } }]);
  });

  it('allows an account without an e-mail', () => {
    expect(given(user, []).when({ type: 'CreateUser', userId: ALICE, username: 'admin', email: null }).run()[0]!.data).toMatchObject({ email: null });
  });

  it.each([
    ['', 'a@b.co', 'Username is required'],
    ['two words', 'a@b.co', 'Username can only contain letters, numbers, dots, dashes, underscores and @'],
    ['x'.repeat(51), 'a@b.co', 'Username must be at most 50 characters'],
    ['alice', 'not-an-email', 'Valid email is required'],
  ])('refuses username %j with e-mail %j: %s', (username, email, message) => {
    const { run } = given(user, []).when({ type: 'CreateUser', userId: ALICE, username, email });
    expect(run).toThrow(new DomainError('invalid', message));
  });

  it('refuses to create the same account twice', () => {
    expect(given(user, [aliceCreated]).when({ type: 'CreateUser', userId: ALICE, username: 'alice', email: null }).run).toThrow('This user already exists');
  });
});
