import { afterAll, beforeAll, expect, it } from 'vitest';
import { testClock } from '@outreach/testing';
import { BROWSER_SESSION_MS, REMEMBER_ME_MS, THROTTLE_WINDOW_MINUTES } from '@outreach/server-kit';
import { FIXTURE_ADMIN, platformFixture } from './platformFixture.ts';

/** Sessions and the sign-in throttle count time by the runtime's clock: a test moves it, nothing sleeps. */
const clock = testClock('2026-03-02T09:00:00.000Z');
let fx: Awaited<ReturnType<typeof platformFixture>>;

beforeAll(async () => {
  fx = await platformFixture('session_clock', {}, { clock });
});
afterAll(async () => {
  await fx.close();
});

const signIn = (rememberMe: boolean, password = FIXTURE_ADMIN.password, remoteAddress = '192.0.2.50') =>
  fx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: FIXTURE_ADMIN.username, password, rememberMe }, remoteAddress });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0]!;
const me = (cookie: string) => fx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

it('a browser session lives a day from its last use and slides while used; Remember me lasts thirty days', async () => {
  const browser = cookieOf(await signIn(false));
  const remembered = cookieOf(await signIn(true));
  clock.advance(BROWSER_SESSION_MS - 60_000);
  expect((await me(browser)).statusCode).toBe(200);
  clock.advance(BROWSER_SESSION_MS - 60_000);
  expect((await me(browser)).statusCode).toBe(200);
  clock.advance(BROWSER_SESSION_MS + 1);
  expect((await me(browser)).statusCode).toBe(401);
  expect((await me(remembered)).statusCode).toBe(200);
  clock.advance(REMEMBER_ME_MS);
  expect((await me(remembered)).statusCode).toBe(401);
});

it('the sign-in throttle opens again once its window has passed on the clock', async () => {
  for (let i = 0; i < 5; i++) expect((await signIn(false, 'wrong', '192.0.2.60')).statusCode).toBe(401);
  clock.advance(5 * 60_000);
  const blocked = await signIn(false, FIXTURE_ADMIN.password, '192.0.2.60');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toBe(`Too many failed sign-in attempts. Try again in ${THROTTLE_WINDOW_MINUTES - 5} minutes.`);
  clock.advance((THROTTLE_WINDOW_MINUTES - 5) * 60_000 + 1000);
  expect((await signIn(false, FIXTURE_ADMIN.password, '192.0.2.60')).statusCode).toBe(200);
});
