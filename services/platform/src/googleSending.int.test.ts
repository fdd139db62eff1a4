import { googleTokens } from '@outreach/dispatcher/email/googleTokens.ts';
import { testClock } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthSendingFixture, type ListedAccount, type OAuthSendingFixture } from './oauthSendingFixture.ts';
import { GOOGLE_TEST_PROVIDER } from './oauthTestProviders.ts';

/**
 * A Google Workspace mailbox connected through the real google-auth-library (against
 * `oidc-provider` standing in for Google's sign-in) sends through the engine with its OAuth token
 * (XOAUTH2) to a real SMTP server that checks the token with the provider; when the token is about
 * to expire it is renewed from the refresh token first (OAuth2Client.refreshAccessToken at
 * GOOGLE_TOKEN_URL) and the renewed tokens are stored; a renewal the token endpoint refuses holds
 * the mailbox's e-mails.
 */
const HOUR = 60 * 60_000;

let t: OAuthSendingFixture;
let account: ListedAccount;

beforeAll(async () => {
  t = await oauthSendingFixture({ ...GOOGLE_TEST_PROVIDER, database: 'google_sending' });
  account = await t.connectMailbox();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('a connected Google Workspace mailbox', () => {
  it('sends through the engine, signing in to the mail server with its access token', async () => {
    expect(account.fromEmail).toBe('jordan.lee@workspace.example');
    expect(await t.sendTest(account.id, 'bo@agents.test')).toMatchObject({ status: 'sent', provider: 'google' });
    const stored = await t.storedTokens(account.id);
    expect(t.sink.received.at(-1)).toMatchObject({ to: ['bo@agents.test'], username: t.mailbox, accessToken: stored.accessToken });
    expect(t.sink.received.at(-1)!.raw).toMatch(/^From: .*<jordan\.lee@workspace\.example>$/m);
    expect(t.oidc.renewals()).toBe(0);
  });

  it('its Test signs in to the mail server with the access token, as a send does', async () => {
    const test = await t.testAccount(account.id);
    expect(test).toMatchObject({ success: true, message: expect.stringMatching(new RegExp(`^Connected to 127\\.0\\.0\\.1:\\d+ and signed in as ${t.mailbox}$`)) });
    expect(t.oidc.renewals()).toBe(0);
  });

  it('renews a token about to expire through google-auth-library before sending, sends with the new one and stores it', async () => {
    const before = await t.storedTokens(account.id);
    // Two hours on, the token (an hour's life) is stale: the next send renews it from the refresh token first.
    t.clock.advance(2 * HOUR);
    expect(await t.sendTest(account.id, 'cy@agents.test')).toMatchObject({ status: 'sent', provider: 'google' });
    expect(t.oidc.renewals()).toBe(1);
    const after = await t.storedTokens(account.id);
    expect(after.accessToken).not.toBe(before.accessToken);
    // Google keeps the refresh token when it answers none: the stored one stays.
    expect(after.refreshToken).toBe(before.refreshToken);
    expect(Date.parse(after.expiresOn!)).toBeGreaterThan(t.clock.now().getTime() + 30 * 60_000);
    expect(t.sink.received.at(-1)).toMatchObject({ to: ['cy@agents.test'], username: t.mailbox, accessToken: after.accessToken });

    // The renewed token is good for the next sends: no second renewal.
    expect(await t.sendTest(account.id, 'di@agents.test')).toMatchObject({ status: 'sent' });
    expect(t.oidc.renewals()).toBe(1);
    expect(t.sink.received.at(-1)).toMatchObject({ to: ['di@agents.test'], accessToken: after.accessToken });
  });

  it('renews once when several sends need a stale token at the same time, and stores what it got', async () => {
    // Token holders of their own, two hours on: the platform's clock stays, so its reply reading does not renew meanwhile.
    const tokens = googleTokens({ ...t.fx.platform.runtime, clock: testClock(new Date(t.clock.now().getTime() + 2 * HOUR)) });
    const renewals = t.oidc.renewals();
    const given = await Promise.all([tokens.accessToken(account.id, 'v1'), tokens.accessToken(account.id, 'v1'), tokens.accessToken(account.id, 'v1')]);
    expect(t.oidc.renewals()).toBe(renewals + 1);
    expect(new Set(given).size).toBe(1);
    expect((await t.storedTokens(account.id)).accessToken).toBe(given[0]);
    expect(await t.oidc.accessToken(given[0]!)).toMatchObject({ sub: '108442', scope: expect.stringContaining(GOOGLE_TEST_PROVIDER.sendScope) });
  });

  it('holds its e-mails for an hour, with the reason, when the token endpoint refuses the renewal (invalid_grant)', async () => {
    const before = await t.storedTokens(account.id);
    // The user withdrew the app's access: the refresh token is revoked.
    await t.oidc.revokeRefreshToken(before.refreshToken!);
    t.clock.advance(2 * HOUR);
    const received = t.sink.received.length;
    const held = await t.sendTest(account.id, 'ed@agents.test');
    expect(held).toMatchObject({ status: 'deferred', provider: null });
    expect(held['reason']).toMatch(/^Google Workspace refused to renew the mailbox's sign-in \(invalid_grant.*\): connect the mailbox again$/);
    expect(Date.parse(held['dueAt'] as string)).toBe(t.clock.now().getTime() + HOUR);
    expect(t.sink.received).toHaveLength(received);
    expect(await t.storedTokens(account.id)).toEqual(before);
    // Once the stored access token has run out too, its Test says the same, and why.
    t.clock.advance(2 * HOUR);
    expect(await t.testAccount(account.id)).toMatchObject({ success: false, message: expect.stringMatching(/^Google Workspace refused to renew the mailbox's sign-in \(invalid_grant.*\): connect the mailbox again$/) });
  });
});
