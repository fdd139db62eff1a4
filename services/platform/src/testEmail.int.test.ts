import { startDnsServer, startSmtpSink, type SmtpSink, type TestDnsServer } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * A test e-mail over the API, through the whole platform: the sandbox when no mailbox is
 * configured (the outbox shows the message as it would have gone out), else the primary mailbox.
 */
let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: Record<string, string>;
let smtp: SmtpSink;
let dns: TestDnsServer;
const PASSWORD = 'smtp-secret-Zq7!';

beforeAll(async () => {
  smtp = await startSmtpSink({ dana: PASSWORD });
  dns = await startDnsServer({ mx: { 'agents.test': ['mx.agents.test'] }, a: { 'mx.agents.test': '127.0.0.1' } });
  fx = await platformFixture('test_email', { DNS_SERVERS: dns.server, EMAIL_SENDS_PER_MINUTE: '0' });
  admin = await fx.signIn();
});
afterAll(async () => {
  await fx.close();
  await smtp.close();
  await dns.close();
});

const send = async (url: string, payload: object) => {
  const res = await fx.app.inject({ method: 'POST', url, headers: admin, payload });
  if (res.headers['x-event-position']) admin['x-min-position'] = String(res.headers['x-event-position']);
  return res;
};
const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: admin });

/** The e-mail once the engine has settled it. */
async function settled(id: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 200; i++) {
    const res = await get(`/api/outbound-emails/${id}`);
    if (res.statusCode === 200 && !['queued', 'sending'].includes(res.json().status)) return res.json();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`e-mail ${id} did not settle`);
}

describe('test e-mail', () => {
  it('refuses a missing or malformed address and an unknown mailbox, storing nothing', async () => {
    const before = await fx.platform.runtime.eventStore.headPosition();
    for (const [payload, status, message] of [
      [{}, 400, 'Email Required'],
      [{ to: '  ' }, 400, 'Email Required'],
      [{ to: 'not-an-address' }, 400, 'Invalid Email'],
      [{ to: 'ana@agents.test', emailAccountId: 'nope' }, 400, 'emailAccountId must be a UUID'],
      [{ to: 'ana@agents.test', emailAccountId: '00000000-0000-4000-8000-000000000009' }, 404, 'Email account not found'],
    ] as const) {
      const res = await send('/api/outbound-emails/test', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe(message);
    }
    expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(before);
  });

  it('with no mailbox, the sandbox simulates it and the outbox shows the message as it would have gone out', async () => {
    const res = await send('/api/outbound-emails/test', { to: 'Ana@Agents.test', subject: 'Checking the outbox' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ sandbox: true, message: 'Test email simulated successfully' });
    const email = await settled(res.json().messageId);
    expect(email).toMatchObject({ to: 'ana@agents.test', subject: 'Checking the outbox', status: 'sent', provider: 'sandbox', source: 'test', emailAccountId: null });
    expect(email.simulated).toContain('Subject: Checking the outbox');
    const outbox = (await get('/api/outbound-emails?sandbox=true')).json();
    expect(outbox.emails.map((e: { id: string }) => e.id)).toContain(res.json().messageId);
    expect(smtp.received).toHaveLength(0);
  });

  it('goes out through the primary mailbox once there is one, and pages newest first', async () => {
    const account = await send('/api/email-accounts', {
      name: 'Sales',
      provider: 'smtp',
      fromName: 'Dana from ListingPro',
      fromEmail: 'dana@listingpro.test',
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpUsername: 'dana',
      smtpSecurity: 'none',
      smtpPassword: PASSWORD,
      warmupEnabled: false,
      isPrimary: true,
    });
    expect(account.statusCode, account.body).toBe(201);
    const res = await send('/api/outbound-emails/test', { to: 'bo@agents.test' });
    expect(res.json()).toMatchObject({ sandbox: false, message: 'Test email to bo@agents.test is on its way' });
    const email = await settled(res.json().messageId);
    expect(email).toMatchObject({ status: 'sent', provider: 'smtp', emailAccountId: account.json().id, simulated: null });
    expect(smtp.received.map((m) => m.to)).toEqual([['bo@agents.test']]);
    expect(smtp.received[0]!.raw).toContain('Subject: Test e-mail from Outreach');

    const first = (await get('/api/outbound-emails?limit=1')).json();
    expect(first.emails[0].id).toBe(res.json().messageId);
    const second = (await get(`/api/outbound-emails?limit=1&after=${first.nextCursor}`)).json();
    expect(second.emails[0].provider).toBe('sandbox');
    expect((await get('/api/outbound-emails?after=garbage')).json().message).toBe('after is not a page cursor of this list');
  });
});
