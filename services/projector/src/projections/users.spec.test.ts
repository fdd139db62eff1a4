import { describe, it } from 'vitest';
import { iso, projectionSpec, specTime, type GivenEvent } from '../projectionSpec.ts';
import { users } from './users.ts';

const spec = projectionSpec(users);

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '11111111-1111-4111-8111-111111111112';
const created = (userId: string, username: string, createdAt: string): GivenEvent => ({
  type: 'UserCreated',
  data: { userId, username, email: `${username}@example.com`, createdAt },
});
const query = `select id::text, username, email, ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at, ${iso('last_signed_in_at')} as signed_in
                 from read.users order by username`;

describe('users projection', () => {
  it('lists each account created, from its creation time, once', async () => {
    await spec.given([created(ALICE, 'alice', '2026-01-01T00:00:00.000Z'), created(ALICE, 'alice-again', '2026-01-02T00:00:00.000Z')]).then(query, [
      { id: ALICE, username: 'alice', email: 'alice@example.com', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', signed_in: null },
    ]);
  });

  it('applies an edit of username and e-mail at its time, and the latest sign-in', async () => {
    await spec
      .given([
        created(ALICE, 'alice', '2026-01-01T00:00:00.000Z'),
        { type: 'UserUpdated', data: { userId: ALICE, username: 'alicia', email: null, previousUsername: 'alice', previousEmail: 'alice@example.com' } },
        { type: 'UserSignedIn', data: { userId: ALICE, rememberMe: true, ip: '127.0.0.1', userAgent: null } },
        { type: 'UserSignedIn', data: { userId: ALICE, rememberMe: false, ip: '127.0.0.1', userAgent: null } },
      ])
      .then(query, [{ id: ALICE, username: 'alicia', email: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: specTime(1), signed_in: specTime(3) }]);
  });

  it('removes a deleted account and leaves the others', async () => {
    await spec
      .given([
        created(ALICE, 'alice', '2026-01-01T00:00:00.000Z'),
        created(BOB, 'bob', '2026-01-01T00:00:00.000Z'),
        { type: 'UserDeleted', data: { userId: ALICE, username: 'alice', email: 'alice@example.com' } },
        { type: 'UserSignedIn', data: { userId: ALICE, rememberMe: false, ip: null, userAgent: null } },
      ])
      .then(`select username from read.users`, [{ username: 'bob' }]);
  });

  it('ignores what it does not show (password changes, sign-outs, failed sign-ins)', async () => {
    await spec
      .given([
        created(ALICE, 'alice', '2026-01-01T00:00:00.000Z'),
        { type: 'UserPasswordChanged', data: { userId: ALICE, changedBy: 'self' } },
        { type: 'UserSignedOut', data: { userId: ALICE } },
        { type: 'UserSignInFailed', data: { userId: ALICE, ip: null, reason: 'wrong_password' } },
      ])
      .then(query, [
        { id: ALICE, username: 'alice', email: 'alice@example.com', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', signed_in: null },
      ]);
  });
});
