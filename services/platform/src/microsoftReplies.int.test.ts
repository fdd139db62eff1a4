import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, oauthRepliesFixture, type OAuthRepliesFixture } from './oauthRepliesFixture.ts';
import { MICROSOFT_TEST_PROVIDER } from './oauthTestProviders.ts';

/**
 * A Microsoft 365 mailbox connected through the real msal-node (against `oidc-provider`) has its
 * replies read from its INBOX on a real IMAP server (dovecot, MICROSOFT_IMAP_*) that signs it in
 * with its access token (AUTHENTICATE XOAUTH2) only when the provider's token introspection says
 * the token is live and issued to that mailbox: the token it sends with. A token the provider
 * withdrew is refused and nothing is read; the next look renews it from the refresh token first
 * and reads the reply, and sending uses the renewed token.
 */

let t: OAuthRepliesFixture;

beforeAll(async () => {
  t = await oauthRepliesFixture({ ...MICROSOFT_TEST_PROVIDER, database: 'microsoft_replies' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('replies of a connected Microsoft 365 mailbox', () => {
  it('are read from its INBOX over IMAP, signing in with the access token it sends with', async () => {
    const sent = await t.sendTest(t.account.id, 'bo@agents.test');
    expect(sent).toMatchObject({ status: 'sent', provider: 'microsoft' });
    expect(t.sink.received.at(-1)).toMatchObject({ to: ['bo@agents.test'], accessToken: (await t.storedTokens(t.account.id)).accessToken });
    const signIns = t.signIns();

    await t.deliverReply({ from: 'Bo Agent <bo@agents.test>', inReplyTo: t.lastSentMessageIdHeader(), messageId: 'reply-1@agents.test', text: 'Yes, call me Tuesday.' });
    await t.nextLook();

    expect((await t.replies(sent['id'] as string)).map((e) => e.data)).toEqual([
      expect.objectContaining({ emailAccountId: t.account.id, replyMessageId: 'reply-1@agents.test', from: 'bo@agents.test', fromName: 'Bo Agent', snippet: 'Yes, call me Tuesday.' }),
    ]);
    await t.until(() => t.signIns() > signIns, () => `no XOAUTH2 sign-in: ${t.imap.log()}`);
    // Sending and reading share the token: no renewal was needed.
    expect(t.oidc.renewals()).toBe(0);
  });

  it('reads nothing while the provider refuses its token, and reads the reply once the token is renewed', async () => {
    const sent = await t.sendTest(t.account.id, 'cy@agents.test');
    expect(sent).toMatchObject({ status: 'sent' });
    const before = await t.storedTokens(t.account.id);
    // The provider withdraws the access token before it expires: the IMAP server's introspection says it is not active.
    await t.oidc.revokeAccessToken(before.accessToken);
    await t.deliverReply({ from: 'cy@agents.test', inReplyTo: t.lastSentMessageIdHeader(), messageId: 'reply-2@agents.test', text: 'Send me the price list.' });

    const refusals = t.refusals();
    await t.nextLook();
    await t.until(() => t.refusals() > refusals, () => `the IMAP server did not refuse the token: ${t.imap.log()}`);
    expect(await t.replies(sent['id'] as string)).toEqual([]);

    // The refused token is not tried again: the next look, a minute on, renews it from the refresh token first and signs in with the new one.
    await t.nextLook();
    expect(t.oidc.renewals()).toBe(1);
    const after = await t.storedTokens(t.account.id);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect((await t.replies(sent['id'] as string)).map((e) => e.data)).toEqual([
      expect.objectContaining({ emailAccountId: t.account.id, replyMessageId: 'reply-2@agents.test', snippet: 'Send me the price list.' }),
    ]);

    // Sending uses the token reading renewed: no second renewal.
    expect(await t.sendTest(t.account.id, 'di@agents.test')).toMatchObject({ status: 'sent' });
    expect(t.sink.received.at(-1)).toMatchObject({ to: ['di@agents.test'], accessToken: after.accessToken });
    expect(t.oidc.renewals()).toBe(1);
  });

  it('are no longer read once the account is made inactive, and read again once the mailbox is connected again', async () => {
    const admin = await t.fx.signIn();
    const res = await t.fx.app.inject({ method: 'PUT', url: `/api/email-accounts/${t.account.id}`, headers: admin, payload: { isActive: false } });
    expect(res.statusCode, res.body).toBe(200);
    // No look is scheduled any more: the work runner reads it no more.
    await t.until(async () => (await t.scheduledLook()) === undefined, () => 'the inactive mailbox is still read');

    const signIns = t.signIns();
    t.clock.advance(MINUTE);
    // Connected again, it is read at once with the new sign-in's token.
    expect((await t.connect()).id).toBe(t.account.id);
    await t.until(() => t.signIns() > signIns, () => `the mailbox connected again did not sign in: ${t.imap.log()}`);
  });
});
