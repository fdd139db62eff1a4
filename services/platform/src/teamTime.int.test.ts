import { randomUUID } from 'node:crypto';
import { contact, contactStream, formatPosition, handle, type CommandContext } from '@outreach/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/** A clock the test moves: no sleeping across midnight. */
let now = new Date('2026-03-10T06:59:00Z');
const clock = { now: () => now };

let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: Record<string, string>;
let contactId: string;

beforeAll(async () => {
  fx = await platformFixture('team_time', {}, { clock });
  admin = await fx.signIn();
  const imported = await fx.app.inject({ method: 'POST', url: '/api/contacts/bulk-import', headers: admin, payload: { contacts: [{ firstName: 'Night', email: 'night@owl.example' }] } });
  expect(imported.statusCode, imported.body).toBe(200);
  const list = await fx.app.inject({ method: 'GET', url: '/api/contacts?search=night@owl', headers: { ...admin, 'x-min-position': String(imported.headers['x-event-position']) } });
  contactId = list.json().contacts[0].id;
});
afterAll(async () => {
  await fx.close();
});

const context = (at: string): CommandContext => ({
  actor: { kind: 'system', process: 'test' },
  now: at,
  requestId: randomUUID(),
  correlationId: randomUUID(),
  newId: () => randomUUID(),
});

async function callAt(at: string, callStatus: 'connected' | 'no_answer' = 'connected') {
  const result = await handle(
    fx.platform.runtime.eventStore,
    contactStream(contactId),
    contact,
    { type: 'LogCall', contactId, callId: randomUUID(), phoneNumber: null, callStatus, outcome: null, notes: null, followUpRequired: false, followUpDate: null },
    context(at),
  );
  return formatPosition(result.position!);
}

async function stats(position?: unknown) {
  const headers = position ? { ...admin, 'x-min-position': String(position) } : admin;
  const res = await fx.app.inject({ method: 'GET', url: '/api/call-logs/stats', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { totalCallsToday: number; connectedCallsToday: number; totalCallsWeek: number };
}

describe('day figures count in the team time zone', () => {
  it('Calls Today starts at the team’s midnight, not UTC’s, and follows a change of zone', async () => {
    // Pacific Time by default: midnight of 10 March 2026 (PDT) is 07:00 UTC.
    await callAt('2026-03-10T06:50:00Z'); // 23:50 on 9 March in California
    const position = await callAt('2026-03-10T07:10:00Z'); // 00:10 on 10 March

    now = new Date('2026-03-10T06:59:00Z');
    expect(await stats(position)).toMatchObject({ totalCallsToday: 1, connectedCallsToday: 1 });
    now = new Date('2026-03-10T07:01:00Z'); // a new day in California; the 00:10 call has not happened yet
    expect((await stats()).totalCallsToday).toBe(0);
    now = new Date('2026-03-10T07:15:00Z');
    expect((await stats()).totalCallsToday).toBe(1); // UTC's day would count both

    const saved = await fx.app.inject({ method: 'PUT', url: '/api/settings/system', headers: admin, payload: { timezone: 'et', autoUnsubscribe: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    // Eastern Time: the day began at 04:00 UTC, so both calls are today's.
    expect((await stats(saved.headers['x-event-position'])).totalCallsToday).toBe(2);
  });

  it('This Week starts on Monday at the team’s midnight', async () => {
    now = new Date('2026-03-16T03:30:00Z'); // Sunday 23:30 in New York (EDT): still the week of Monday 9 March
    // Six days on, the browser session of the 10th has expired (sessions follow the runtime's clock): sign in again.
    admin = await fx.signIn();
    expect((await stats()).totalCallsWeek).toBe(2);
    now = new Date('2026-03-16T04:30:00Z'); // Monday 00:30 in New York: a new week
    expect((await stats()).totalCallsWeek).toBe(0);
  });
});

describe('System Settings', () => {
  it('answers the defaults, keeps a change with who made it, and refuses a bad zone', async () => {
    const fresh = await fx.app.inject({ method: 'GET', url: '/api/settings/system', headers: admin });
    expect(fresh.json()).toMatchObject({ emailTracking: false });
    const saved = await fx.app.inject({ method: 'PUT', url: '/api/settings/system', headers: admin, payload: { timezone: 'ct', autoUnsubscribe: false, reason: 'Team moved to Dallas' } });
    expect(saved.statusCode).toBe(200);
    const read = await fx.app.inject({ method: 'GET', url: '/api/settings/system', headers: { ...admin, 'x-min-position': String(saved.headers['x-event-position']) } });
    expect(read.json()).toMatchObject({ timezone: 'ct', ianaTimeZone: 'America/Chicago', emailTracking: false, autoUnsubscribe: false });
    const { rows } = await fx.platform.runtime.pg.query(`select metadata from es.events where stream_id = 'settings-system' order by stream_revision desc limit 1`);
    expect(rows[0].metadata).toMatchObject({ actor: { kind: 'user', username: 'admin' }, reason: 'Team moved to Dallas' });
    const bad = await fx.app.inject({ method: 'PUT', url: '/api/settings/system', headers: admin, payload: { timezone: 'utc', autoUnsubscribe: true } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Time zone must be pt, mt, ct or et');
  });
});
