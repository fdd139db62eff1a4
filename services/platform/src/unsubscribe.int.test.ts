import { signUnsubscribeToken, unsubscribeKey } from '@outreach/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/** The unsubscribe link of an e-mail: a page that asks for one click, and the mail client's one-click POST (RFC 8058). */
let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: Record<string, string>;
let contacts: { id: string; email: string }[];
const CAMPAIGN = '7e1d6a9e-3c1b-4b7f-a0b3-9a9d4f2c8e55';

beforeAll(async () => {
  fx = await platformFixture('unsubscribe');
  admin = await fx.signIn();
  const imported = await fx.app.inject({
    method: 'POST',
    url: '/api/contacts/bulk-import',
    headers: admin,
    payload: { contacts: [{ firstName: 'Ana', email: 'ana@realty.example' }, { firstName: 'Bo', email: 'bo@realty.example' }] },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const headers = { ...admin, 'x-min-position': String(imported.headers['x-event-position']) };
  contacts = await eventually(async () => (await fx.app.inject({ method: 'GET', url: '/api/contacts?search=realty.example', headers })).json().contacts, (c) => c.length === 2);
});
afterAll(async () => {
  await fx.close();
});

/** The read side follows the writes within a moment; on a busy machine it may take longer than one read waits. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 100 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

const token = (contactId: string, campaignId: string | null = CAMPAIGN) => signUnsubscribeToken(unsubscribeKey(fx.platform.runtime.keys), { contactId, campaignId });
/** The contact's status as the contacts list shows it, once it is `expected` (or after waiting a while). */
const statusOf = async (email: string, expected: string) => {
  const read = async () => (await fx.app.inject({ method: 'GET', url: `/api/contacts?search=${encodeURIComponent(email)}`, headers: admin })).json().contacts[0]?.status;
  return eventually(read, (status) => status === expected);
};
const statusEvents = async (contactId: string) =>
  (await fx.platform.runtime.pg.query(`select metadata from es.events where stream_id = $1 and type = 'ContactStatusChanged'`, [`contact-${contactId}`])).rows.map((r) => r.metadata);

describe('unsubscribing from an e-mail', () => {
  it('the link opens a page that asks for one click; opening it unsubscribes no one', async () => {
    const ana = contacts.find((c) => c.email === 'ana@realty.example')!;
    const page = await fx.app.inject({ method: 'GET', url: `/unsubscribe/${token(ana.id)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Stop sending marketing e-mail to <strong>ana@realty.example</strong>?');
    expect(page.body).toContain(`<form method="post" action="/unsubscribe/${token(ana.id)}">`);
    expect(await statusOf(ana.email, 'active')).toBe('active');

    const clicked = await fx.app.inject({ method: 'POST', url: `/unsubscribe/${token(ana.id)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain('You are unsubscribed');
    expect(await statusOf(ana.email, 'unsubscribed')).toBe('unsubscribed');
    const [changed] = await statusEvents(ana.id);
    expect(changed).toMatchObject({ actor: { kind: 'webhook', source: 'unsubscribe-link' }, reason: `The recipient unsubscribed on the unsubscribe page of an e-mail link (campaign ${CAMPAIGN})` });

    const again = await fx.app.inject({ method: 'POST', url: `/unsubscribe/${token(ana.id)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(again.body).toContain('You were already unsubscribed');
    expect(await statusEvents(ana.id)).toHaveLength(1);
  });

  it('a mail client’s one-click POST unsubscribes at once, from no site and without a session', async () => {
    const bo = contacts.find((c) => c.email === 'bo@realty.example')!;
    const oneClick = await fx.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token(bo.id, null)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await statusOf(bo.email, 'unsubscribed')).toBe('unsubscribed');
    expect((await statusEvents(bo.id))[0]).toMatchObject({ reason: 'The recipient unsubscribed with the one-click unsubscribe of their mail client' });
  });

  it('a forged, altered or cut link changes nothing and says so', async () => {
    const ana = contacts.find((c) => c.email === 'ana@realty.example')!;
    const good = token(ana.id);
    const otherKey = Buffer.alloc(32, 9);
    const forged = signUnsubscribeToken(unsubscribeKey({ secretsKey: otherKey }), { contactId: ana.id, campaignId: null });
    for (const bad of [forged, good.slice(0, -3), `${good}x`, 'nonsense', `${good.split('.')[0]}x.${good.split('.')[1]}`]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await fx.app.inject({ method, url: `/unsubscribe/${bad}`, ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' } : {}) });
        expect(res.statusCode, `${method} ${bad}`).toBe(404);
        expect(res.body).toContain('This unsubscribe link is not valid');
      }
    }
    const tooLong = await fx.app.inject({ method: 'POST', url: `/unsubscribe/${'a'.repeat(300)}.b`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.headers['content-type']).toContain('application/problem+json');
    expect(await statusEvents(ana.id)).toHaveLength(1);
    const unknownContact = token('00000000-0000-4000-8000-000000000000');
    expect((await fx.app.inject({ method: 'POST', url: `/unsubscribe/${unknownContact}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(404);
  });
});
