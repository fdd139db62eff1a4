import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpSink, type SmtpSink } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * Settings → Legacy Settings → e-mail service over the API: saved, read back and tested against a
 * real SMTP server (the `smtp-server` package) and a SendGrid stand-in; secrets never leave.
 */
let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: Record<string, string>;
let smtp: SmtpSink;
let sendgrid: Server;
const PASSWORD = 'smtp-secret-Lk2#';
const API_KEY = 'SG.legacy-key-that-may-send';

beforeAll(async () => {
  smtp = await startSmtpSink({ dana: PASSWORD });
  sendgrid = createServer((request, response) => {
    const key = request.headers.authorization?.replace(/^Bearer /, '');
    response.setHeader('content-type', 'application/json');
    if (request.url !== '/v3/scopes' || key !== API_KEY) {
      response.statusCode = 401;
      response.end(JSON.stringify({ errors: [{ message: 'authorization required' }] }));
      return;
    }
    response.end(JSON.stringify({ scopes: ['mail.send'] }));
  });
  await new Promise<void>((resolve) => sendgrid.listen(0, '127.0.0.1', resolve));
  fx = await platformFixture('email_settings', { SENDGRID_API_URL: `http://127.0.0.1:${(sendgrid.address() as AddressInfo).port}` });
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
const settings = async () => (await fx.app.inject({ method: 'GET', url: '/api/settings/email', headers: admin })).json();
const test = async () => {
  const res = await send('POST', '/api/settings/email/test', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const smtpSettings = (overrides: object = {}) => ({
  provider: 'smtp',
  fromEmail: 'Dana@ListingPro.example',
  fromName: 'Dana from ListingPro',
  smtpHost: smtp.host,
  smtpPort: smtp.port,
  smtpUsername: 'dana',
  smtpSecurity: 'none',
  smtpPassword: 'wrong-password',
  ...overrides,
});
const secretsInEvents = async (...secrets: string[]) => {
  const { rows } = await fx.platform.runtime.pg.query<{ n: number }>(
    `select count(*)::int as n from es.events where data::text like any($1) or metadata::text like any($1)`,
    [secrets.map((s) => `%${s}%`)],
  );
  return rows[0]!.n;
};

describe('legacy e-mail settings', () => {
  it('answers the spec’s defaults before anything is saved, and a test says nothing is set up', async () => {
    expect(await settings()).toEqual({
      configured: false,
      provider: 'sendgrid',
      fromEmail: null,
      fromName: null,
      smtpHost: null,
      smtpPort: null,
      smtpUsername: null,
      smtpSecurity: null,
      apiKeySet: false,
      smtpPasswordSet: false,
      warmupEnabled: true,
      dailyLimit: 2500,
      currentDailyLimit: 50,
      warmupDay: 1,
    });
    expect(await test()).toEqual({ connected: false, message: 'No e-mail service is set up: save the settings first' });
    // SMTP needs a password the first time; nothing is stored without it.
    const noPassword = await send('PUT', '/api/settings/email', smtpSettings({ smtpPassword: undefined }));
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('The SMTP password is required');
    expect((await settings()).configured).toBe(false);
  });

  it('saves an SMTP service, tests it in the server’s own words, keeps the password when none is given, and never shows it', async () => {
    const saved = await send('PUT', '/api/settings/email', smtpSettings());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, configured: true, provider: 'smtp', fromEmail: 'dana@listingpro.example', smtpPasswordSet: true, apiKeySet: false });

    const failed = await test();
    expect(failed.connected).toBe(false);
    expect(failed.message).toMatch(/^Could not connect to 127\.0\.0\.1:\d+: Invalid login: 535 Authentication failed/);

    expect((await send('PUT', '/api/settings/email', smtpSettings({ smtpPassword: PASSWORD }))).statusCode).toBe(200);
    expect(await test()).toEqual({ connected: true, message: `Connected to 127.0.0.1:${smtp.port} and signed in as dana` });

    // Saved again without a password (as the form does when it is left empty): the stored one is kept.
    const kept = await send('PUT', '/api/settings/email', smtpSettings({ smtpPassword: undefined, warmupEnabled: false, dailyLimit: 1000 }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await test()).toMatchObject({ connected: true });
    const read = await settings();
    expect(read).toEqual({
      configured: true,
      provider: 'smtp',
      fromEmail: 'dana@listingpro.example',
      fromName: 'Dana from ListingPro',
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpUsername: 'dana',
      smtpSecurity: 'none',
      apiKeySet: false,
      smtpPasswordSet: true,
      warmupEnabled: false,
      dailyLimit: 1000,
      currentDailyLimit: 50,
      warmupDay: 1,
    });
    expect(JSON.stringify([saved.json(), kept.json(), read])).not.toContain(PASSWORD);
    expect(await secretsInEvents(PASSWORD, 'wrong-password')).toBe(0);
  });

  it('checks a SendGrid key; Mailgun and SES cannot be tested here; Outlook and Gmail point to their connection cards', async () => {
    // Another service needs its own key: the SMTP password does not count.
    const noKey = await send('PUT', '/api/settings/email', { provider: 'sendgrid', fromEmail: 'news@listingpro.example' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('The API key is required');

    const revoked = await send('PUT', '/api/settings/email', { provider: 'sendgrid', fromEmail: 'news@listingpro.example', apiKey: 'SG.revoked' });
    expect(revoked.json()).toMatchObject({ provider: 'sendgrid', apiKeySet: true, smtpPasswordSet: false, smtpHost: null });
    expect(await test()).toEqual({ connected: false, message: 'SendGrid refused the API key (401)' });
    await send('PUT', '/api/settings/email', { provider: 'sendgrid', fromEmail: 'news@listingpro.example', apiKey: API_KEY });
    expect(await test()).toEqual({ connected: true, message: 'SendGrid accepted the API key, which may send mail' });

    // The SendGrid key is not Mailgun's.
    expect((await send('PUT', '/api/settings/email', { provider: 'mailgun', fromEmail: 'news@listingpro.example' })).json().message).toBe('The API key is required');
    await send('PUT', '/api/settings/email', { provider: 'mailgun', fromEmail: 'news@listingpro.example', apiKey: 'key-mailgun' });
    expect(await test()).toEqual({ connected: false, message: 'Mailgun connections cannot be tested on this server (only SMTP and SendGrid can)' });
    await send('PUT', '/api/settings/email', { provider: 'ses', fromEmail: 'news@listingpro.example', apiKey: 'ses-key' });
    expect((await test()).message).toBe('Amazon SES connections cannot be tested on this server (only SMTP and SendGrid can)');

    expect((await send('PUT', '/api/settings/email', { provider: 'outlook' })).json()).toMatchObject({ provider: 'outlook', fromEmail: null, apiKeySet: false });
    expect(await test()).toEqual({ connected: false, message: 'Outlook sends through the Microsoft 365 connection: connect and check it on the Microsoft 365 card' });
    await send('PUT', '/api/settings/email', { provider: 'gmail' });
    expect((await test()).message).toBe('Gmail sends through the Google Workspace connection: connect and check it on the Google Workspace card');
    expect(await secretsInEvents(API_KEY, 'SG.revoked', 'key-mailgun')).toBe(0);
  });

  it('answers bad input with a clear 400 problem+json and stores nothing', async () => {
    await send('PUT', '/api/settings/email', smtpSettings({ smtpPassword: PASSWORD }));
    const before = await settings();
    const head = await fx.platform.runtime.eventStore.headPosition();
    const cases: [string, object, string, string][] = [
      ['PUT', smtpSettings({ fromEmail: '  ' }), 'Please fill in all required fields: from e-mail', 'fromEmail'],
      ['PUT', smtpSettings({ fromEmail: 'dana@' }), 'The from e-mail is not a valid email address: dana@', 'fromEmail'],
      ['PUT', smtpSettings({ smtpHost: '' }), 'Please fill in all required fields: SMTP host', 'smtpHost'],
      ['PUT', smtpSettings({ smtpUsername: null }), 'Please fill in all required fields: SMTP username', 'smtpUsername'],
      ['PUT', smtpSettings({ smtpHost: 'h h;rm -rf' }), 'smtpHost must be a host name (such as smtp.example.com) or an IP address', 'smtpHost'],
      ['PUT', smtpSettings({ fromName: 'n\r\nBcc: evil@x.com' }), 'fromName must be a single line of text', 'fromName'],
      ['PUT', smtpSettings({ smtpUsername: 'dana\nx' }), 'smtpUsername must be a single line of text', 'smtpUsername'],
      ['PUT', smtpSettings({ smtpPort: 70_000 }), 'The SMTP port must be a number from 1 to 65535', 'smtpPort'],
      ['PUT', smtpSettings({ smtpPort: 'twenty-five' }), 'smtpPort must be a number', 'smtpPort'],
      ['PUT', smtpSettings({ dailyLimit: 0 }), 'The daily limit must be a whole number from 1 to 100000', 'dailyLimit'],
      ['PUT', smtpSettings({ warmupEnabled: 'yes' }), 'warmupEnabled must be true or false', 'warmupEnabled'],
      ['PUT', smtpSettings({ provider: 'pigeon' }), 'provider must be one of sendgrid, mailgun, ses, outlook, gmail, smtp', 'provider'],
      ['PUT', smtpSettings({ provider: undefined }), 'provider must be one of sendgrid, mailgun, ses, outlook, gmail, smtp', 'provider'],
      ['PUT', smtpSettings({ smtpSecurity: 'ssl' }), 'smtpSecurity must be one of starttls, tls, none', 'smtpSecurity'],
      ['PUT', smtpSettings({ color: 'blue' }), 'color', 'color'],
      ['POST', { connected: true }, 'connected', 'connected'],
    ];
    for (const [method, payload, message, path] of cases) {
      const res = await send(method as 'PUT' | 'POST', method === 'PUT' ? '/api/settings/email' : '/api/settings/email/test', payload);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toContain(message);
      expect(res.json().errors.map((e: { path: string }) => e.path), res.body).toContain(path);
    }
    expect(await settings()).toEqual(before);
    expect(await fx.platform.runtime.eventStore.headPosition()).toEqual(head);
    expect(await test()).toMatchObject({ connected: true });
  });

  it('goes back to the defaults when the settings are removed, the secrets with them', async () => {
    const removed = await send('DELETE', '/api/settings/email');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, configured: false, provider: 'sendgrid', smtpPasswordSet: false });
    expect(await settings()).toMatchObject({ configured: false, provider: 'sendgrid', smtpHost: null, warmupEnabled: true, dailyLimit: 2500 });
    expect(await test()).toEqual({ connected: false, message: 'No e-mail service is set up: save the settings first' });
    const { rows } = await fx.platform.runtime.pg.query(`select name from public.secrets where name like 'email-settings:%'`);
    expect(rows).toEqual([]);
  });
});
