import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reserveValue, sendingAddressStream } from '@outreach/domain';
import { CLAIM_IN_PROGRESS_MS } from '@outreach/command-api/emailAccounts/sendingAddresses.ts';
import { processContext } from '@outreach/server-kit';
import { startSmtpSink, type SmtpSink } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * Settings → Email Accounts over the API: accounts tested against a real SMTP server (the
 * `smtp-server` package) and a SendGrid stand-in; secrets never leave.
 */
let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: Record<string, string>;
let smtp: SmtpSink;
let sendgrid: Server;
const PASSWORD = 'smtp-secret-Zq7!';
const API_KEY = 'SG.key-that-may-send';

beforeAll(async () => {
  smtp = await startSmtpSink({ dana: PASSWORD });
  sendgrid = createServer((request, response) => {
    const key = request.headers.authorization?.replace(/^Bearer /, '');
    response.setHeader('content-type', 'application/json');
    if (request.url !== '/v3/scopes' || (key !== API_KEY && key !== 'SG.read-only')) {
      response.statusCode = 401;
      response.end(JSON.stringify({ errors: [{ message: 'authorization required' }] }));
      return;
    }
    response.end(JSON.stringify({ scopes: key === API_KEY ? ['mail.send', 'stats.read'] : ['stats.read'] }));
  });
  await new Promise<void>((resolve) => sendgrid.listen(0, '127.0.0.1', resolve));
  fx = await platformFixture('email_accounts', { SENDGRID_API_URL: `http://127.0.0.1:${(sendgrid.address() as AddressInfo).port}` });
  admin = await fx.signIn();
});
afterAll(async () => {
  await fx.close();
  await smtp.close();
  await new Promise((resolve) => sendgrid.close(resolve));
});

const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await fx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  if (res.headers['x-event-position']) admin['x-min-position'] = String(res.headers['x-event-position']);
  return res;
};
const list = async () => (await fx.app.inject({ method: 'GET', url: '/api/email-accounts', headers: admin })).json();
/** Why the primary last changed, as its event's metadata records it. */
const lastPrimaryReason = async () => {
  const { rows } = await fx.platform.runtime.pg.query(`select metadata->>'reason' as reason from es.events where stream_id = 'email-accounts-primary' order by stream_revision desc limit 1`);
  return rows[0]?.reason as string | undefined;
};
const smtpAccount = (overrides: object = {}) => ({
  name: 'Sales',
  provider: 'smtp',
  fromName: 'Dana from ListingPro',
  fromEmail: 'Dana@ListingPro.example',
  smtpHost: smtp.host,
  smtpPort: smtp.port,
  smtpUsername: 'dana',
  smtpSecurity: 'none',
  smtpPassword: 'wrong-password',
  ...overrides,
});

describe('email accounts', () => {
  it('adds an SMTP account with the warm-up defaults, tests it with the server’s own words, and keeps the password out of every answer and event', async () => {
    const created = await send('POST', '/api/email-accounts', smtpAccount());
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json();
    expect(account).toMatchObject({
      name: 'Sales',
      provider: 'smtp',
      fromEmail: 'dana@listingpro.example',
      isActive: true,
      isPrimary: true,
      secretSet: true,
      warmupEnabled: true,
      dailyLimit: 2500,
      currentDailyLimit: 50,
      warmupDay: 1,
      lastTest: null,
    });

    const failed = await send('POST', `/api/email-accounts/${account.id}/test`, {});
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().success).toBe(false);
    expect(failed.json().message).toMatch(/^Could not connect to 127\.0\.0\.1:\d+: Invalid login: 535 Authentication failed/);

    expect((await send('PUT', `/api/email-accounts/${account.id}`, { smtpPassword: PASSWORD })).statusCode).toBe(200);
    const passed = await send('POST', `/api/email-accounts/${account.id}/test`, {});
    expect(passed.json()).toMatchObject({ success: true, message: `Connected to 127.0.0.1:${smtp.port} and signed in as dana` });

    const [listed] = await list();
    expect(listed).toMatchObject({ id: account.id, isPrimary: true, lastTest: { success: true, message: `Connected to 127.0.0.1:${smtp.port} and signed in as dana` } });
    const everything = JSON.stringify([created.json(), failed.json(), passed.json(), await list()]);
    expect(everything).not.toContain(PASSWORD);
    expect(everything).not.toContain('wrong-password');
    const { rows } = await fx.platform.runtime.pg.query(`select count(*)::int as n from es.events where data::text like $1 or metadata::text like $1 or data::text like $2`, [`%${PASSWORD}%`, '%wrong-password%']);
    expect(rows[0].n).toBe(0);
  });

  it('moves the primary between active accounts; when the primary is turned off or deleted the oldest active account takes its place, saying why', async () => {
    const support = (await send('POST', '/api/email-accounts', smtpAccount({ name: 'Support', fromEmail: 'support@listingpro.example', smtpPassword: PASSWORD }))).json();
    expect(support.isPrimary).toBe(false);
    const chosen = await send('POST', `/api/email-accounts/${support.id}/set-primary`, {});
    expect(chosen.json()).toMatchObject({ id: support.id, isPrimary: true });
    expect((await list()).map((a: { name: string; isPrimary: boolean }) => [a.name, a.isPrimary])).toEqual([
      ['Support', true],
      ['Sales', false],
    ]);

    const paused = await send('PUT', `/api/email-accounts/${support.id}`, { isActive: false });
    expect(paused.json()).toMatchObject({ isActive: false, isPrimary: false });
    expect((await list()).map((a: { name: string; isPrimary: boolean }) => [a.name, a.isPrimary])).toEqual([
      ['Sales', true],
      ['Support', false],
    ]);
    expect(await lastPrimaryReason()).toBe('The primary account “Support” was turned off: “Sales”, the oldest active account, becomes the primary');
    const refused = await send('POST', `/api/email-accounts/${support.id}/set-primary`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An inactive account cannot be the primary: make it active first');

    expect((await send('PUT', `/api/email-accounts/${support.id}`, { isActive: true, isPrimary: true })).json()).toMatchObject({ isActive: true, isPrimary: true });
    const deleted = await send('DELETE', `/api/email-accounts/${support.id}`);
    expect(deleted.json()).toMatchObject({ deleted: true });
    expect((await list()).map((a: { name: string; isPrimary: boolean }) => [a.name, a.isPrimary])).toEqual([['Sales', true]]);
    expect(await lastPrimaryReason()).toBe('The primary account “Support” was deleted: “Sales”, the oldest active account, becomes the primary');
    const again = await send('DELETE', `/api/email-accounts/${support.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Email account not found (it was deleted)');
  });

  it('refuses to make an inactive account the primary on add or edit (409, as set-primary does) and stores nothing', async () => {
    const before = await list();
    const head = await fx.platform.runtime.eventStore.headPosition();
    const added = await send('POST', '/api/email-accounts', smtpAccount({ name: 'Paused', fromEmail: 'paused@listingpro.example', isActive: false, isPrimary: true }));
    expect([added.statusCode, added.headers['content-type'], added.json().message]).toEqual([
      409,
      expect.stringMatching(/^application\/problem\+json/),
      'An inactive account cannot be the primary: make it active first',
    ]);
    const [sales] = before;
    const edited = await send('PUT', `/api/email-accounts/${sales.id}`, { isActive: false, isPrimary: true });
    expect([edited.statusCode, edited.json().message]).toEqual([409, 'An inactive account cannot be the primary: make it active first']);
    expect(await list()).toEqual(before);
    expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(head);
    const { rows } = await fx.platform.runtime.pg.query(`select count(*)::int as n from public.secrets where name like 'email-account:%' and name not in (select 'email-account:' || id || ':secret' from read.email_accounts)`);
    expect(rows[0].n).toBe(0);
  });

  it('says in words, not OpenSSL’s, that a server answering in plain text is not taking TLS', async () => {
    const created = await send('POST', '/api/email-accounts', smtpAccount({ name: 'TLS', fromEmail: 'tls@listingpro.example', smtpSecurity: 'tls', smtpPassword: PASSWORD }));
    expect(created.statusCode, created.body).toBe(201);
    const tested = await send('POST', `/api/email-accounts/${created.json().id}/test`, {});
    expect(tested.json()).toMatchObject({
      success: false,
      message: `Could not connect to 127.0.0.1:${smtp.port}: the server answered in plain text, not TLS: choose STARTTLS (usually port 587) or None for this port, or the port where it takes TLS from the first byte (usually 465)`,
    });
    expect((await send('DELETE', `/api/email-accounts/${created.json().id}`)).statusCode).toBe(200);
  });

  it('refuses a from e-mail another account sends from (409 naming it), in any case, until that account is deleted', async () => {
    const [sales] = await list();
    const twin = await send('POST', '/api/email-accounts', smtpAccount({ name: 'Sales again', fromEmail: ' DANA@listingpro.example ', smtpPassword: PASSWORD }));
    expect(twin.statusCode, twin.body).toBe(409);
    expect(twin.headers['content-type']).toContain('application/problem+json');
    expect(twin.json().message).toBe(
      `dana@listingpro.example is already the from e-mail of the email account “Sales” (${sales.id}): two accounts for one mailbox would together send twice its daily limit. Edit or delete that account instead.`,
    );
    const other = (await send('POST', '/api/email-accounts', smtpAccount({ name: 'Other', fromEmail: 'other@listingpro.example', smtpPassword: PASSWORD }))).json();
    const moved = await send('PUT', `/api/email-accounts/${other.id}`, { fromEmail: 'dana@listingpro.example' });
    expect([moved.statusCode, moved.json().message]).toEqual([409, expect.stringContaining('the email account “Sales”')]);
    // Its own address again, or a new one, is fine; the old one is free again after.
    expect((await send('PUT', `/api/email-accounts/${other.id}`, { fromEmail: 'Other@listingpro.example' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/email-accounts/${other.id}`, { fromEmail: 'other2@listingpro.example' })).json()).toMatchObject({ fromEmail: 'other2@listingpro.example' });
    const reused = await send('POST', '/api/email-accounts', smtpAccount({ name: 'Reuse', fromEmail: 'other@listingpro.example', smtpPassword: PASSWORD }));
    expect(reused.statusCode, reused.body).toBe(201);
    expect((await send('DELETE', `/api/email-accounts/${reused.json().id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/email-accounts/${other.id}`)).statusCode).toBe(200);
    const afterDelete = await send('POST', '/api/email-accounts', smtpAccount({ name: 'Other', fromEmail: 'other2@listingpro.example', smtpPassword: PASSWORD }));
    expect(afterDelete.statusCode, afterDelete.body).toBe(201);
    expect((await send('DELETE', `/api/email-accounts/${afterDelete.json().id}`)).statusCode).toBe(200);
  });

  it('gives a from e-mail added by ten requests at once to exactly one account', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send('POST', '/api/email-accounts', smtpAccount({ name: `Race ${i}`, fromEmail: 'race@listingpro.example', smtpPassword: PASSWORD }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect((await list()).filter((a: { fromEmail: string }) => a.fromEmail === 'race@listingpro.example')).toHaveLength(1);
    const won = answers.find((a) => a.statusCode === 201)!.json();
    expect((await send('DELETE', `/api/email-accounts/${won.id}`)).statusCode).toBe(200);
  });

  it('keeps a from e-mail for an account still being added (its claim made, the account not recorded yet), and frees it once that request is taken to have died', async () => {
    const claimAt = (address: string, agoMs: number) =>
      reserveValue(
        fx.platform.runtime.eventStore,
        sendingAddressStream(address),
        { value: address, ownerId: randomUUID(), takenMessage: 'taken' },
        processContext({ now: () => new Date(Date.now() - agoMs) }, 'email-accounts-spec'),
      );
    await claimAt('adding@listingpro.example', 1_000);
    const meanwhile = await send('POST', '/api/email-accounts', smtpAccount({ name: 'Meanwhile', fromEmail: 'adding@listingpro.example', smtpPassword: PASSWORD }));
    expect([meanwhile.statusCode, meanwhile.json().message]).toEqual([409, 'adding@listingpro.example was just added as the from e-mail of another email account']);
    await claimAt('abandoned@listingpro.example', CLAIM_IN_PROGRESS_MS + 1_000);
    const later = await send('POST', '/api/email-accounts', smtpAccount({ name: 'Later', fromEmail: 'abandoned@listingpro.example', smtpPassword: PASSWORD }));
    expect(later.statusCode, later.body).toBe(201);
    expect((await send('DELETE', `/api/email-accounts/${later.json().id}`)).statusCode).toBe(200);
  });

  it('is not deleted or turned off while campaigns still to go send from it (409, naming them); a draft does not hold it', async () => {
    const outreach = (await send('POST', '/api/email-accounts', smtpAccount({ name: 'Outreach', fromEmail: 'outreach@listingpro.example', smtpPassword: PASSWORD }))).json();
    const campaign = (name: string, status: string) =>
      fx.platform.runtime.pg.query(
        `insert into read.campaigns (id, name, type, status, from_email_account_id, recipient_filter, tracking, created_at, updated_at, created_by, updated_by)
         values (gen_random_uuid(), $1, 'email', $2, $3, '{}', '{}', now(), now(), 'admin', 'admin')`,
        [name, status, outreach.id],
      );
    await campaign('Fall draft', 'draft');
    await campaign('Fall launch', 'sending');
    const message = (action: string) =>
      `The email account cannot be ${action} while campaigns that are scheduled, sending or paused use it: “Fall launch”. Edit the scheduled ones to use another email account, or cancel them, first.`;
    const deleting = await send('DELETE', `/api/email-accounts/${outreach.id}`);
    expect([deleting.statusCode, deleting.headers['content-type'], deleting.json().message]).toEqual([409, expect.stringMatching(/^application\/problem\+json/), message('deleted')]);
    const turningOff = await send('PUT', `/api/email-accounts/${outreach.id}`, { isActive: false });
    expect([turningOff.statusCode, turningOff.json().message]).toEqual([409, message('turned off')]);
    expect((await list()).find((a: { id: string }) => a.id === outreach.id)).toMatchObject({ isActive: true });

    await fx.platform.runtime.pg.query(`update read.campaigns set status = 'sent' where name = 'Fall launch'`);
    expect((await send('DELETE', `/api/email-accounts/${outreach.id}`)).statusCode).toBe(200);
  });

  it('checks a SendGrid key for the right to send', async () => {
    const readOnly = (await send('POST', '/api/email-accounts', { name: 'Bulk', provider: 'sendgrid', fromName: 'ListingPro', fromEmail: 'news@listingpro.example', apiKey: 'SG.read-only' })).json();
    expect(readOnly.secretSet).toBe(true);
    expect((await send('POST', `/api/email-accounts/${readOnly.id}/test`, {})).json()).toEqual({
      success: false,
      message: 'The SendGrid API key may not send mail (it lacks the mail.send scope)',
      position: expect.any(String),
    });
    await send('PUT', `/api/email-accounts/${readOnly.id}`, { apiKey: API_KEY });
    expect((await send('POST', `/api/email-accounts/${readOnly.id}/test`, {})).json()).toMatchObject({ success: true, message: 'SendGrid accepted the API key, which may send mail' });
    await send('PUT', `/api/email-accounts/${readOnly.id}`, { apiKey: 'SG.revoked' });
    expect((await send('POST', `/api/email-accounts/${readOnly.id}/test`, {})).json()).toMatchObject({ success: false, message: 'SendGrid refused the API key (401)' });
  });

  it('answers bad input with a clear 400 or 404 naming the field, and stores nothing', async () => {
    const before = await list();
    const head = await fx.platform.runtime.eventStore.headPosition();
    const oneLine = (path: string) => `${path} must be a single line of text (no line breaks, tabs or other control characters)`;
    const cases: [object, string, string][] = [
      [smtpAccount({ fromName: '  ' }), 'Please fill in all required fields: from name', 'fromName'],
      [smtpAccount({ name: undefined }), 'Please fill in all required fields: name', 'name'],
      [smtpAccount({ name: 5 }), 'name must be text', 'name'],
      [smtpAccount({ fromEmail: 'dana@' }), 'The from e-mail is not a valid email address: dana@', 'fromEmail'],
      [smtpAccount({ fromEmail: 'not-an-email' }), 'The from e-mail is not a valid email address: not-an-email', 'fromEmail'],
      [smtpAccount({ smtpUsername: undefined }), 'Please fill in all required fields: SMTP username', 'smtpUsername'],
      [smtpAccount({ smtpHost: ' ', smtpPort: null }), 'Please fill in all required fields: SMTP host and SMTP port', 'smtpHost'],
      [smtpAccount({ smtpPort: 70000 }), 'The SMTP port must be a number from 1 to 65535', 'smtpPort'],
      [smtpAccount({ dailyLimit: 0 }), 'The daily limit must be a whole number from 1 to 100000', 'dailyLimit'],
      [smtpAccount({ imapHost: 'imap.listingpro.example', imapPort: 0 }), 'The IMAP port must be a number from 1 to 65535', 'imapPort'],
      [smtpAccount({ imapPort: 'ninety' }), 'imapPort must be a number', 'imapPort'],
      [smtpAccount({ smtpPassword: undefined }), 'The SMTP password is required', 'smtpPassword'],
      [smtpAccount({ fromName: 'n\r\nBcc: evil@x.com' }), oneLine('fromName'), 'fromName'],
      [smtpAccount({ name: 'Sales\nTeam' }), oneLine('name'), 'name'],
      [smtpAccount({ smtpUsername: 'dana\r\nRCPT TO:<x@y.example>' }), oneLine('smtpUsername'), 'smtpUsername'],
      [smtpAccount({ smtpHost: 'h h;rm -rf' }), 'smtpHost must be a host name (such as smtp.example.com) or an IP address', 'smtpHost'],
      [smtpAccount({ imapHost: 'imap.example.com:993' }), 'imapHost must be a host name (such as smtp.example.com) or an IP address', 'imapHost'],
      [smtpAccount({ provider: 'pigeon' }), 'provider must be one of smtp, sendgrid, microsoft, google', 'provider'],
    ];
    for (const [payload, message, path] of cases) {
      const res = await send('POST', '/api/email-accounts', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message, res.body).toBe(message);
      expect(res.json().errors, res.body).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    const microsoft = await send('POST', '/api/email-accounts', smtpAccount({ provider: 'microsoft' }));
    expect([microsoft.statusCode, microsoft.json().message]).toEqual([400, 'A Microsoft 365 account is added by signing in with Microsoft (GET /api/auth/microsoft/connect)']);
    const [sales] = before;
    const providerChange = await send('PUT', `/api/email-accounts/${sales.id}`, { provider: 'sendgrid' });
    expect([providerChange.statusCode, providerChange.json().errors[0].path]).toEqual([400, 'provider']);
    const editedName = await send('PUT', `/api/email-accounts/${sales.id}`, { fromName: 'Dana\r\nBcc: evil@x.com' });
    expect([editedName.statusCode, editedName.json().errors]).toEqual([400, [{ path: 'fromName', message: oneLine('fromName') }]]);
    const editedHost = await send('PUT', `/api/email-accounts/${sales.id}`, { smtpHost: 'h h;rm -rf' });
    expect([editedHost.statusCode, editedHost.json().errors[0].path]).toEqual([400, 'smtpHost']);
    expect((await send('PUT', '/api/email-accounts/00000000-0000-4000-8000-000000000000', { name: 'x' })).statusCode).toBe(404);
    expect((await send('POST', '/api/email-accounts/not-a-uuid/test', {})).json().message).toBe('id must be a UUID');
    expect(await list()).toEqual(before);
    expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(head);
  });

  it('names the IMAP server an SMTP account’s replies are read from (993 unless given), changes and removes it', async () => {
    const created = await send('POST', '/api/email-accounts', smtpAccount({ name: 'Replies', fromEmail: 'replies@listingpro.example', smtpPassword: PASSWORD, imapHost: ' imap.listingpro.example ' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ imapHost: 'imap.listingpro.example', imapPort: 993 });
    const { id } = created.json();
    const moved = await send('PUT', `/api/email-accounts/${id}`, { imapPort: 143 });
    expect(moved.json()).toMatchObject({ imapHost: 'imap.listingpro.example', imapPort: 143 });
    expect((await list()).find((a: { id: string }) => a.id === id)).toMatchObject({ imapHost: 'imap.listingpro.example', imapPort: 143 });
    const removed = await send('PUT', `/api/email-accounts/${id}`, { imapHost: null });
    expect(removed.json()).toMatchObject({ imapHost: null, imapPort: null });
    expect((await list()).find((a: { id: string }) => a.id === id)).toMatchObject({ imapHost: null, imapPort: null });
  });
});
