import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthRepliesFixture, type OAuthRepliesFixture } from './oauthRepliesFixture.ts';
import { GOOGLE_TEST_PROVIDER } from './oauthTestProviders.ts';

/**
 * A Google Workspace mailbox connected through the real google-auth-library (against
 * `oidc-provider`) has its replies read from its INBOX on a real IMAP server (dovecot,
 * GOOGLE_IMAP_*) that signs it in with its access token (AUTHENTICATE XOAUTH2) only when the
 * provider's token introspection says the token is live and issued to that mailbox.
 */

let t: OAuthRepliesFixture;

beforeAll(async () => {
  t = await oauthRepliesFixture({ ...GOOGLE_TEST_PROVIDER, database: 'google_replies' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('replies of a connected Google Workspace mailbox', () => {
  it('are read from its INBOX over IMAP, signing in as its address with the access token it sends with', async () => {
    const sent = await t.sendTest(t.account.id, 'bo@agents.test');
    expect(sent).toMatchObject({ status: 'sent', provider: 'google' });
    const signIns = t.signIns();

    await t.deliverReply({ from: 'Bo Agent <bo@agents.test>', inReplyTo: t.lastSentMessageIdHeader(), messageId: 'reply-1@agents.test', text: 'Happy to talk on Friday.' });
    await t.nextLook();

    expect((await t.replies(sent['id'] as string)).map((e) => e.data)).toEqual([
      expect.objectContaining({ emailAccountId: t.account.id, replyMessageId: 'reply-1@agents.test', from: 'bo@agents.test', snippet: 'Happy to talk on Friday.' }),
    ]);
    await t.until(() => t.signIns() > signIns, () => `no XOAUTH2 sign-in: ${t.imap.log()}`);
    expect(t.oidc.renewals()).toBe(0);
  });
});
