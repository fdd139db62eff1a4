import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { user } from './user.ts';
import { ALICE, aliceCreated } from './userFixtures.ts';

describe('sign-in history', () => {
  it('records a sign-in with its details', () => {
    expect(given(user, [aliceCreated]).when({ type: 'RecordSignIn', userId: ALICE, rememberMe: true, ip: '127.0.0.1', userAgent: 'test' }).run()).toEqual([
      { type: 'UserSignedIn', data: { userId: ALICE, rememberMe: true, ip: '127.0.0.1', userAgent: 'test' } },
    ]);
  });

  it('records sign-outs and failures only for existing accounts', () => {
    expect(given(user, [aliceCreated]).when({ type: 'RecordSignOut', userId: ALICE }).run()).toHaveLength(1);
    expect(given(user, []).when({ type: 'RecordSignOut', userId: ALICE }).run()).toEqual([]);
    expect(given(user, [aliceCreated]).when({ type: 'RecordSignInFailure', userId: ALICE, ip: null }).run()[0]!.type).toBe('UserSignInFailed');
    expect(given(user, []).when({ type: 'RecordSignInFailure', userId: ALICE, ip: null }).run()).toEqual([]);
  });

  it('refuses a sign-in of a missing account', () => {
    expect(given(user, []).when({ type: 'RecordSignIn', userId: ALICE, rememberMe: false, ip: null, userAgent: null }).run).toThrow('User not found');
  });
});
