import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthSendingFixture, type ListedAccount, type OAuthSendingFixture } from './oauthSendingFixture.ts';
import { MICROSOFT_TEST_PROVIDER } from './oauthTestProviders.ts';

const EXCHANGE_ONLINE_CONNECTIONS = 3;

/**
 * A Microsoft 365 mailbox connected through the real msal-node (against `oidc-provider`) sends
 * through the engine with its OAuth token (XOAUTH2) to a real SMTP server that checks the token
 * with the provider; when the token is about to expire it is renewed from the refresh token first
 * (msal's refresh-token grant) and the renewed tokens are stored; a renewal the authority refuses
 * holds the mailbox's e-mails.
 */
const HOUR = 60 * 60_000;

let t: OAuthSendingFixture;
let account: ListedAccount;

beforeAll(async () => {
  // Its mail server, as Exchange Online does, refuses a mailbox's fourth connection at once.
  t = await oauthSendingFixture({ ...MICROSOFT_TEST_PROVIDER, database: 'microsoft_sending', maxConnections: EXCHANGE_ONLINE_CONNECTIONS });
  account = await t.connectMailbox();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a connected Microsoft 365 mailbox', () => {
  it('sends through the engine, signing in to the mail server with its access token', async () => {
    expect(account.fromEmail).toBe('ana.lopez@contoso.example');
    expect(await t.sendTest(account.id, 'bo@agents.test')).toMatchObject({ status: 'sent', provider: 'microsoft' });
    const stored = await t.storedTokens(account.id);
    expect(t.sink.received.at(-1)).toMatchObject({ to: ['bo@agents.test'], username: t.mailbox, accessToken: stored.accessToken });
    expect(t.oidc.renewals()).toBe(0);
  });

  it('its Test signs in to the mail server with the access token, as a send does', async () => {
    const test = await t.testAccount(account.id);
    expect(test).toMatchObject({ success: true, message: expect.stringMatching(new RegExp(`^Connected to 127\\.0\\.0\\.1:\\d+ and signed in as ${t.mailbox}$`)) });
    expect(t.oidc.renewals()).toBe(0);
  });

  it('an access token the mail server refuses before its time is renewed for the e-mail’s next try, which sends it', async () => {
    const inUse = t.sink.received.at(-1)!.accessToken!;
    const renewals = t.oidc.renewals();
    // The provider withdraws the access token early, and the mail server closes the connections signed in with it: signing in again is refused (535).
    await t.oidc.revokeAccessToken(inUse);
    t.sink.dropConnections();
    const held = await t.sendTest(account.id, 'fi@agents.test');
    expect(held).toMatchObject({ status: 'deferred' });
    // A refused sign-in is the mailbox's problem, not the e-mail's: it waits and does not use up the e-mail's tries.
    expect(held['reason']).toMatch(/^The mailbox could not sign in or reach its mail server \(.*535.*\); it waits and is tried again$/);
    expect(t.sink.received.filter((m) => m.to.includes('fi@agents.test'))).toEqual([]);
    // A minute on, the next try renews the token first and sends with the new one.
    t.clock.advance(60_000 + 1_000);
    for (let i = 0; i < 200 && !t.sink.received.some((m) => m.to.includes('fi@agents.test')); i++) await new Promise((r) => setTimeout(r, 50));
    const after = await t.storedTokens(account.id);
    expect(after.accessToken).not.toBe(inUse);
    expect(t.oidc.renewals()).toBe(renewals + 1);
    expect(t.sink.received.filter((m) => m.to.includes('fi@agents.test'))).toEqual([expect.objectContaining({ username: t.mailbox, accessToken: after.accessToken })]);
  });

  it('renews a token about to expire through msal before sending, sends with the new one and stores it', async () => {
    const before = await t.storedTokens(account.id);
    const renewals = t.oidc.renewals();
    // Two hours on, the token (an hour's life) is stale: the next send renews it from the refresh token first.
    t.clock.advance(2 * HOUR);
    expect(await t.sendTest(account.id, 'cy@agents.test')).toMatchObject({ status: 'sent', provider: 'microsoft' });
    expect(t.oidc.renewals()).toBe(renewals + 1);
    const after = await t.storedTokens(account.id);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toEqual(expect.any(String));
    expect(Date.parse(after.expiresOn!)).toBeGreaterThan(t.clock.now().getTime() + 30 * 60_000);
    expect(t.sink.received.at(-1)).toMatchObject({ to: ['cy@agents.test'], username: t.mailbox, accessToken: after.accessToken });

    // The renewed token is good for the next sends: no second renewal.
    expect(await t.sendTest(account.id, 'di@agents.test')).toMatchObject({ status: 'sent' });
    expect(t.oidc.renewals()).toBe(renewals + 1);
    expect(t.sink.received.at(-1)).toMatchObject({ to: ['di@agents.test'], accessToken: after.accessToken });
  });

  it('holds its e-mails for an hour, with the reason, when the authority refuses the renewal', async () => {
    const before = await t.storedTokens(account.id);
    // The user withdrew the app's access: the refresh token is revoked.
    await t.oidc.revokeRefreshToken(before.refreshToken!);
    t.clock.advance(2 * HOUR);
    const received = t.sink.received.length;
    const held = await t.sendTest(account.id, 'ed@agents.test');
    expect(held).toMatchObject({ status: 'deferred', provider: null });
    expect(held['reason']).toMatch(/^Microsoft 365 refused to renew the mailbox's sign-in \(invalid_grant.*\): connect the mailbox again$/);
    expect(Date.parse(held['dueAt'] as string)).toBe(t.clock.now().getTime() + HOUR);
    expect(t.sink.received).toHaveLength(received);
    expect(await t.storedTokens(account.id)).toEqual(before);
    // Its Test says the same, and why.
    expect(await t.testAccount(account.id)).toMatchObject({ success: false, message: expect.stringMatching(/^Microsoft 365 refused to renew the mailbox's sign-in \(invalid_grant.*\): connect the mailbox again$/) });
  });

  it('connected again, the same account gets the new sign-in and the e-mail it held goes out at its next try', async () => {
    const held = (await t.fx.app.inject({ method: 'GET', url: '/api/outbound-emails?status=deferred', headers: await t.fx.signIn() })).json().emails[0];
    expect(held).toMatchObject({ to: 'ed@agents.test', emailAccountId: account.id });
    const again = await t.connectMailbox();
    expect(again.id).toBe(account.id);
    const listed = (await t.fx.app.inject({ method: 'GET', url: '/api/email-accounts', headers: await t.fx.signIn() })).json() as ListedAccount[];
    expect(listed.filter((a) => a.provider === 'microsoft')).toHaveLength(1);
    const connected = await t.storedTokens(account.id);
    // An hour on, the held e-mail's next try sends it with the new sign-in (renewed from its refresh token by then).
    t.clock.advance(HOUR + 1_000);
    for (let i = 0; i < 200 && !t.sink.received.some((m) => m.to.includes('ed@agents.test')); i++) await new Promise((r) => setTimeout(r, 50));
    const used = await t.storedTokens(account.id);
    expect(used.refreshToken).not.toBe(undefined);
    expect(used.accessToken).not.toBe(connected.accessToken);
    expect(t.sink.received.filter((m) => m.to.includes('ed@agents.test'))).toEqual([expect.objectContaining({ username: t.mailbox, accessToken: used.accessToken })]);
  });

  it('sends many e-mails at once over no more connections than Exchange Online takes from a mailbox', async () => {
    const recipients = Array.from({ length: 12 }, (_, i) => `burst${i}@agents.test`);
    const sent = await Promise.all(recipients.map((to) => t.sendTest(account.id, to)));
    expect(sent.map((e) => e['status'])).toEqual(recipients.map(() => 'sent'));
    expect(t.sink.received.filter((m) => m.to[0]!.startsWith('burst')).map((m) => m.to[0]).sort()).toEqual([...recipients].sort());
    expect(t.sink.peakConnections()).toBeLessThanOrEqual(EXCHANGE_ONLINE_CONNECTIONS);
  });
});
