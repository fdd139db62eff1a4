import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: { cookie: string; 'x-min-position': string };

beforeAll(async () => {
  fx = await platformFixture('users_api');
  admin = await fx.signIn();
});
afterAll(async () => {
  await fx.close();
});

const inject = (method: string, url: string, payload?: unknown, headers: Record<string, string> = admin) =>
  fx.app.inject({ method: method as 'POST', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createUser(username: string, email = `${username}@example.com`, password = 'secret1') {
  const res = await inject('POST', '/api/users', { username, email, password });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; username: string };
}

describe('bad input answers 400 problem+json with the spec message and stores nothing', () => {
  const cases: [string, string, unknown, string][] = [
    ['POST', '/api/auth/login', { password: 'x' }, 'Username is required'],
    ['POST', '/api/auth/login', { username: 'admin' }, 'Password is required'],
    ['POST', '/api/auth/login', { username: '  ', password: 'x' }, 'Username is required'],
    ['POST', '/api/users', { email: 'a@b.co', password: 'secret1' }, 'Username is required'],
    ['POST', '/api/users', { username: 'x', email: 'not-an-email', password: 'secret1' }, 'Valid email is required'],
    ['POST', '/api/users', { username: 'x', email: 'x@example.com', password: '123' }, 'Password must be at least 6 characters'],
    ['POST', '/api/users', { username: 'has space', email: 'x@example.com', password: 'secret1' }, 'Username can only contain letters, numbers, dots, dashes, underscores and @'],
    ['PUT', '/api/users/00000000-0000-4000-8000-000000000001', { username: '', email: 'a@b.co' }, 'Username is required'],
    ['PUT', '/api/users/00000000-0000-4000-8000-000000000001', { username: 'x', email: 'nope' }, 'Valid email is required'],
    ['PUT', '/api/users/00000000-0000-4000-8000-000000000001/password', { currentPassword: 'x', newPassword: '1' }, 'Password must be at least 6 characters'],
  ];
  it.each(cases)('%s %s %j', async (method, url, payload, message) => {
    const before = await fx.platform.runtime.eventStore.headPosition();
    const res = await inject(method, url, payload, method === 'POST' && url.includes('login') ? {} : admin);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().message).toBe(message);
    expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
  });

  it('malformed JSON and unknown ids answer 400/404, never 500', async () => {
    const bad = await fx.app.inject({ method: 'POST', url: '/api/users', headers: { ...admin, 'content-type': 'application/json' }, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON');
    expect((await inject('PUT', '/api/users/not-a-uuid', { username: 'a', email: 'a@b.co' })).statusCode).toBe(400);
    const missing = await inject('DELETE', '/api/users/00000000-0000-4000-8000-000000000009');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });
});

it('of two concurrent creates of one username exactly one wins; the other gets a clear 409', async () => {
  const attempts = await Promise.all(
    ['a', 'b', 'c', 'd'].map((s) => inject('POST', '/api/users', { username: 'RaceName', email: `race-${s}@example.com`, password: 'secret1' })),
  );
  const codes = attempts.map((r) => r.statusCode).sort();
  expect(codes).toEqual([201, 409, 409, 409]);
  for (const r of attempts.filter((a) => a.statusCode === 409)) expect(r.json().message).toBe('Username already exists');
  const dupEmail = await inject('POST', '/api/users', { username: 'other', email: 'RACE-A@example.com', password: 'secret1' });
  const winner = attempts.find((a) => a.statusCode === 201)!.json().email as string;
  if (winner === 'race-a@example.com') expect(dupEmail.json().message).toBe('Email already exists');
});

it('a deleted user frees their username and cannot sign in; their sessions end', async () => {
  const user = await createUser('leaving');
  const theirs = await fx.signIn('leaving', 'secret1');
  expect((await inject('DELETE', `/api/users/${user.id}`)).statusCode).toBe(200);
  expect((await inject('GET', '/api/users', undefined, theirs)).statusCode).toBe(401);
  const again = await inject('POST', '/api/auth/login', { username: 'leaving', password: 'secret1' }, {});
  expect(again.statusCode).toBe(401);
  await createUser('leaving', 'leaving2@example.com');
});

it('changing a password needs the current one and works only on your own account', async () => {
  const user = await createUser('changer');
  const theirs = await fx.signIn('changer', 'secret1');
  expect((await inject('PUT', `/api/users/${user.id}/password`, { newPassword: 'secret2' }, admin)).statusCode).toBe(403);
  const wrong = await inject('PUT', `/api/users/${user.id}/password`, { currentPassword: 'nope', newPassword: 'secret2' }, theirs);
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe('Current password is incorrect');
  const missing = await inject('PUT', `/api/users/${user.id}/password`, { newPassword: 'secret2' }, theirs);
  expect(missing.json().message).toBe('Current password is required');
  expect((await inject('PUT', `/api/users/${user.id}/password`, { currentPassword: 'secret1', newPassword: 'secret2' }, theirs)).statusCode).toBe(200);
  await fx.signIn('changer', 'secret2');
});

it('failed sign-ins are throttled with a 429 message', async () => {
  await createUser('target');
  for (let i = 0; i < 5; i++) {
    expect((await inject('POST', '/api/auth/login', { username: 'target', password: 'wrong' }, {})).statusCode).toBe(401);
  }
  const blocked = await inject('POST', '/api/auth/login', { username: 'target', password: 'secret1' }, {});
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
});

describe('sign-in throttling by username and address together', () => {
  const signInFrom = (remoteAddress: string, username: string, password: string) =>
    fx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  it('five wrong passwords from one address lock that address out, not the owner signing in from another', async () => {
    await createUser('owner');
    for (let i = 0; i < 5; i++) expect((await signInFrom('192.0.2.10', 'owner', 'guess')).statusCode).toBe(401);
    expect((await signInFrom('192.0.2.10', 'owner', 'secret1')).statusCode).toBe(429);
    expect((await signInFrom('192.0.2.11', 'owner', 'secret1')).statusCode).toBe(200);
  });

  it('thirty wrong passwords sent at once get at most five 401s and 429 for the rest, never a conflict', async () => {
    await createUser('parallel');
    const answers = await Promise.all(Array.from({ length: 30 }, () => signInFrom('192.0.2.20', 'parallel', 'guess')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c !== 401 && c !== 429)).toEqual([]);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(25);
  });

  it('wrong passwords for one account from many addresses at once are each answered 401 and each kept for the audit', async () => {
    const user = await createUser('crowd');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signInFrom(`198.51.100.${i + 1}`, 'crowd', 'guess')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(401));
    const { rows } = await fx.platform.runtime.pg.query(`select count(*)::int as n from es.events where stream_id = $1 and type = 'UserSignInFailed'`, [`user-${user.id}`]);
    expect(rows[0].n).toBe(40);
  });
});

it('a state-changing request from another site is refused', async () => {
  const res = await inject('POST', '/api/users', { username: 'csrf', email: 'csrf@example.com', password: 'secret1' }, { ...admin, origin: 'https://evil.example' });
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe('This request came from another site and was refused');
});

it('passwords and hashes appear in no event and no answer; every event names its actor', async () => {
  const { rows } = await fx.platform.runtime.pg.query(`select type, data::text as data, metadata from es.events`);
  for (const row of rows) {
    expect(row.data).not.toMatch(/secret1|secret2|scrypt\$/i);
    expect(row.metadata.actor.kind).toMatch(/^(user|system|webhook)$/);
    expect(row.metadata.occurredAt).toBeTruthy();
  }
  const list = await inject('GET', '/api/users');
  expect(list.body).not.toMatch(/scrypt|secret1|password/i);
});

it('the history of a user lists each change with actor and time', async () => {
  const user = await createUser('audited');
  await inject('PUT', `/api/users/${user.id}`, { username: 'audited2', email: 'audited2@example.com' });
  const res = await fx.app.inject({ method: 'GET', url: `/api/audit/users/${user.id}`, headers: { cookie: admin.cookie } });
  const deadline = Date.now() + 5000;
  let body = res.json();
  while (body.events?.length !== 2 && Date.now() < deadline) {
    body = (await fx.app.inject({ method: 'GET', url: `/api/audit/users/${user.id}`, headers: { cookie: admin.cookie } })).json();
  }
  expect(body.events.map((e: { type: string }) => e.type)).toEqual(['UserCreated', 'UserUpdated']);
  for (const e of body.events) {
    expect(e.actor).toMatchObject({ kind: 'user', name: 'admin' });
    expect(Date.parse(e.occurredAt)).toBeGreaterThan(0);
  }
  expect(body.events[1].data).toMatchObject({ previousUsername: 'audited', username: 'audited2' });
});
