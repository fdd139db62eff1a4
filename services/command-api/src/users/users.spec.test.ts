import { userEmailStream, usernameStream, userStream } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { commandApiSpec, expectProblem, requestMetadata, SPEC_NOW } from '../commandApiSpec.ts';

const api = commandApiSpec('users');

const MARIA = '20000000-0000-4000-8000-00000000000a';

/** An account as its creation leaves it: the user stream and its two reservations. */
async function givenUser(userId: string, username: string, email: string) {
  await api.given(userStream(userId), [{ type: 'UserCreated', data: { userId, username, email, createdAt: '2026-01-01T12:00:00.000Z' } }]);
  await api.given(usernameStream(username), [{ type: 'ValueReserved', data: { value: username, ownerId: userId } }]);
  await api.given(userEmailStream(email), [{ type: 'ValueReserved', data: { value: email, ownerId: userId } }]);
}

describe('user commands', () => {
  it('creates an account: the username and e-mail claimed, then the user recorded, by the signed-in administrator', async () => {
    const answer = await api.when({ method: 'POST', url: '/api/users', payload: { username: ' joe ', email: 'Joe@Example.com', password: 'secret-1' } });
    expect(answer.status).toBe(201);
    const userId = answer.body!.id as string;
    const metadata = requestMetadata(api.actor());
    expect(answer.events).toEqual([
      { streamId: usernameStream('joe'), type: 'ValueReserved', data: { value: 'joe', ownerId: userId }, metadata },
      { streamId: userEmailStream('joe@example.com'), type: 'ValueReserved', data: { value: 'Joe@Example.com', ownerId: userId }, metadata },
      { streamId: userStream(userId), type: 'UserCreated', data: { userId, username: 'joe', email: 'Joe@Example.com', createdAt: SPEC_NOW }, metadata },
    ]);
    expect(JSON.stringify(answer.events)).not.toContain('secret-1');
  });

  it('refuses a username already held, whatever its case, and a short password', async () => {
    await givenUser(MARIA, 'maria', 'maria@example.com');
    expectProblem(await api.when({ method: 'POST', url: '/api/users', payload: { username: 'Maria', email: 'm2@example.com', password: 'secret-1' } }), 409, 'Username already exists');
    expectProblem(await api.when({ method: 'POST', url: '/api/users', payload: { username: 'kim', email: 'kim@example.com', password: '123' } }), 400, /Password must be at least 6 characters/);
  });

  it('renames another user: the new name claimed, the change recorded, the old name released', async () => {
    const userId = '20000000-0000-4000-8000-00000000000b';
    await givenUser(userId, 'lee', 'lee@example.com');
    const answer = await api.when({ method: 'PUT', url: `/api/users/${userId}`, payload: { username: 'lee.k', email: 'lee@example.com' } });
    expect(answer.status).toBe(200);
    const metadata = requestMetadata(api.actor());
    expect(answer.events).toEqual([
      { streamId: usernameStream('lee.k'), type: 'ValueReserved', data: { value: 'lee.k', ownerId: userId }, metadata },
      {
        streamId: userStream(userId),
        type: 'UserUpdated',
        data: { userId, username: 'lee.k', email: 'lee@example.com', previousUsername: 'lee', previousEmail: 'lee@example.com' },
        metadata,
      },
      { streamId: usernameStream('lee'), type: 'ValueReleased', data: { value: 'lee', ownerId: userId }, metadata },
    ]);
  });

  it('deletes another user and frees their username and e-mail; refuses one’s own account', async () => {
    const userId = '20000000-0000-4000-8000-00000000000c';
    await givenUser(userId, 'sam', 'sam@example.com');
    const answer = await api.when({ method: 'DELETE', url: `/api/users/${userId}` });
    expect(answer.status).toBe(200);
    expect(answer.events.map((e) => [e.streamId, e.type])).toEqual([
      [userStream(userId), 'UserDeleted'],
      [usernameStream('sam'), 'ValueReleased'],
      [userEmailStream('sam@example.com'), 'ValueReleased'],
    ]);
    expectProblem(await api.when({ method: 'DELETE', url: `/api/users/${api.admin().id}` }), 409, 'You cannot delete your own account');
    expectProblem(await api.when({ method: 'DELETE', url: `/api/users/${userId}` }), 404, 'User not found');
  });

  it('changes one’s own password, recording only that it changed; refuses another’s and a wrong current one', async () => {
    const answer = await api.when({
      method: 'PUT',
      url: `/api/users/${api.admin().id}/password`,
      payload: { currentPassword: 'spec-admin-password', newPassword: 'a-new-password' },
    });
    expect(answer.status).toBe(200);
    expect(answer.events).toEqual([
      { streamId: userStream(api.admin().id), type: 'UserPasswordChanged', data: { userId: api.admin().id, changedBy: 'self' }, metadata: requestMetadata(api.actor()) },
    ]);
    expectProblem(
      await api.when({ method: 'PUT', url: `/api/users/${api.admin().id}/password`, payload: { currentPassword: 'spec-admin-password', newPassword: 'another-one' } }),
      400,
      'Current password is incorrect',
    );
    expectProblem(
      await api.when({ method: 'PUT', url: `/api/users/${MARIA}/password`, payload: { currentPassword: 'x', newPassword: 'another-one' } }),
      403,
      'You can only change your own password',
    );
  });
});
