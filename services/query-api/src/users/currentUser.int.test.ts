import { randomUUID } from 'node:crypto';
import { testContext, userHandler } from '@outreach/domain';
import { projections, rebuildProjection } from '@outreach/projector';
import { createSession, signSessionToken } from '@outreach/server-kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryApiFixture } from '../queryApiFixture.ts';

let fx: Awaited<ReturnType<typeof queryApiFixture>>;

beforeAll(async () => {
  fx = await queryApiFixture('current_user');
});
afterAll(async () => {
  await fx?.close();
});

async function cookieFor(userId: string, username: string): Promise<string> {
  const { token } = await createSession(fx.runtime.pg, { userId, username, persistent: false }, fx.runtime.clock.now());
  return `outreach_session=${encodeURIComponent(signSessionToken(token, fx.runtime.keys.sessionSecret))}`;
}

it('a user signed in a moment after being created is waited for, not sent to the sign-in page', async () => {
  const userId = randomUUID();
  await userHandler.run(fx.runtime.eventStore, userId, { type: 'CreateUser', userId, username: 'fresh-user', email: null }, testContext({ now: new Date().toISOString(), newId: randomUUID }));
  const cookie = await cookieFor(userId, 'fresh-user');
  // The read model has not got the user yet when the browser asks; the projection catches up meanwhile.
  const asked = fx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  await new Promise((r) => setTimeout(r, 200));
  await rebuildProjection(fx.runtime.pg, fx.runtime.eventStore, projections.find((p) => p.name === 'users')!);
  const answer = await asked;
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toMatchObject({ id: userId, username: 'fresh-user' });
});

it('a session of a user who is not there once the read model has caught up answers 401', async () => {
  const answer = await fx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: await cookieFor(randomUUID(), 'gone') } });
  expect(answer.statusCode).toBe(401);
  expect(answer.json()).toMatchObject({ message: 'Not signed in' });
});
