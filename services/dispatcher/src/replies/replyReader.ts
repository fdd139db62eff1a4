import {
  contactHandler,
  emailAccounts,
  emailAccountSecretName,
  emailReplied,
  emailReplyAppend,
  IMAP_TLS_PORT,
  outboundEmails,
  replySnippet,
  type EmailAccountSettings,
  type EmailAccountState,
  type RecordedEvent,
} from '@outreach/domain';
import { cancelWork, scheduleWork, type Reactor, type Worker } from '@outreach/runner';
import { processContext, readUnsubscribeToken, unsubscribeKey, type Runtime } from '@outreach/server-kit';
import { getSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { MailboxUnusable } from '../email/mailboxUnusable.ts';
import { outcomeContext } from '../email/outcomeContext.ts';
import type { OAuthMailboxes } from '../email/oauthMailboxes.ts';
import { readInboxReplies, type ImapServer, type InboxReply, type InboxUnsubscribe } from './imapInbox.ts';
import { loadReplyCheckpoint, saveReplyCheckpoint } from './replyCheckpoints.ts';

export const REPLY_CHECK_WORK = 'email-reply-check';
/** How often each mailbox's INBOX is read for replies. */
export const REPLY_CHECK_INTERVAL_MS = 60_000;
/** The first read of a mailbox looks this far back before the mailbox was added. */
const FIRST_READ_LOOKBACK_MS = 86_400_000;
const READER = 'reply-reader';

type Settings = Pick<EmailAccountSettings, 'provider' | 'isActive' | 'imapHost'>;
/** An SMTP account names its IMAP server; a connected Microsoft 365 or Google Workspace account is read at its provider's. */
const readsReplies = (settings: Settings) =>
  settings.isActive && (settings.provider === 'smtp' ? Boolean(settings.imapHost) : settings.provider === 'microsoft' || settings.provider === 'google');

/**
 * A mailbox with an IMAP server (an SMTP account that names one, a connected Microsoft 365 or
 * Google Workspace account, connected again included) is read for replies while it is active;
 * made inactive, deleted or without one, it is not.
 */
export const replyCheckReactor: Reactor = {
  name: 'email-reply-check',
  handles: ['EmailAccountAdded', 'EmailAccountUpdated', 'EmailAccountDeleted'],
  async react(tx, event: RecordedEvent) {
    const data = event.data as { accountId: string } & Partial<Settings>;
    if (event.type !== 'EmailAccountDeleted' && readsReplies(data as Settings)) {
      await scheduleWork(tx, { kind: REPLY_CHECK_WORK, key: data.accountId, dueAt: new Date(event.metadata.occurredAt) });
    } else {
      await cancelWork(tx, REPLY_CHECK_WORK, data.accountId);
    }
  },
};

/**
 * Reads a mailbox's new INBOX messages, records each reply to one of our e-mails (`EmailReplied`
 * on the e-mail's reply stream, with the id that keeps a reply read twice once), then moves the
 * mailbox's checkpoint; and comes back after the interval. An SMTP account signs in with its
 * stored password; a Microsoft 365 or Google Workspace account as its address with its access
 * token, from the token holders sending uses too (`oauth`). A server that cannot be reached, a
 * sign-in refused or a token the provider will not renew is tried again at the next interval.
 */
export function replyCheckWorker(runtime: Runtime, oauth: OAuthMailboxes): Worker {
  return {
    kind: REPLY_CHECK_WORK,
    concurrency: 2,
    async perform(work) {
      const accountId = work.key;
      const next = () => ({ until: new Date(runtime.clock.now().getTime() + REPLY_CHECK_INTERVAL_MS), reason: 'Next look for replies' });
      const account = await emailAccounts.load(runtime.eventStore, accountId);
      const settings = account.settings;
      if (account.status !== 'active' || !settings || !readsReplies(settings)) return 'done';
      let server: ImapServer | undefined;
      try {
        const since = new Date(Date.parse(account.createdAt ?? runtime.clock.now().toISOString()) - FIRST_READ_LOOKBACK_MS);
        server = await imapServerOf(runtime, oauth, accountId, account);
        const read = await readInboxReplies(server, await loadReplyCheckpoint(runtime.pg, accountId), since);
        for (const reply of read.replies) await recordReply(runtime, accountId, reply);
        for (const request of read.unsubscribes) await unsubscribeByMail(runtime, accountId, request);
        await saveReplyCheckpoint(runtime.pg, accountId, read.checkpoint, runtime.clock.now());
      } catch (error) {
        // A token the server refused before its time (withdrawn by the provider) is renewed for the next look.
        if (server && 'accessToken' in server && (error as { authenticationFailed?: boolean }).authenticationFailed) oauth[settings.provider]?.refused(accountId, server.accessToken);
        if (error instanceof MailboxUnusable) runtime.logger.warn({ accountId, reason: error.message }, 'the mailbox cannot sign in: replies are not read');
        else runtime.logger.warn({ accountId, err: error }, 'reading replies failed');
      }
      return next();
    },
  };
}

/** Where the account's INBOX is and how it signs in there; MailboxUnusable when it cannot (no password, a token the provider refuses to renew). */
async function imapServerOf(runtime: Runtime, oauth: OAuthMailboxes, accountId: string, account: EmailAccountState): Promise<ImapServer> {
  const settings = account.settings!;
  const tokens = oauth[settings.provider];
  if (tokens) {
    // The same sign-in version as sending's: a mailbox connected again reads its new tokens.
    const accessToken = await tokens.accessToken(accountId, account.updatedAt ?? account.createdAt ?? '');
    return { ...tokens.imapServer(), username: settings.fromEmail, accessToken };
  }
  const password = await getSecret(runtime.pg, runtime.keys.secretsKey, emailAccountSecretName(accountId));
  if (!password) throw new MailboxUnusable(`No password is stored for the mailbox ${settings.fromEmail}`);
  return { host: settings.imapHost!, port: settings.imapPort ?? IMAP_TLS_PORT, username: settings.smtpUsername ?? settings.fromEmail, password };
}

/** Record a reply to the first of the e-mails it names that is ours; one naming none of ours is left alone. */
/**
 * A recipient unsubscribed through the mailto of an e-mail's `List-Unsubscribe`: a token we signed
 * names the contact, who is unsubscribed at once (the event's id is made from the mailbox and the
 * message, so a message read twice unsubscribes once). A token we did not sign changes nothing.
 */
async function unsubscribeByMail(runtime: Runtime, accountId: string, request: InboxUnsubscribe): Promise<void> {
  const target = readUnsubscribeToken(unsubscribeKey(runtime.keys), request.token);
  if (!target) return void runtime.logger.info({ accountId, uid: request.uid }, 'an unsubscribe e-mail with a token we did not sign');
  const contact = await contactHandler.load(runtime.eventStore, target.contactId);
  if (!contact.exists || contact.status === 'unsubscribed') return;
  const reason = `The recipient asked to unsubscribe by e-mail (the List-Unsubscribe address${target.campaignId ? ` of campaign ${target.campaignId}` : ''})`;
  const base = processContext(runtime.clock, READER, { reason, correlationId: target.campaignId ?? target.contactId });
  await contactHandler.run(runtime.eventStore, target.contactId, { type: 'SetContactStatus', contactId: target.contactId, status: 'unsubscribed' }, outcomeContext(base, `${accountId}/unsubscribe-uid-${request.uid}`));
}

async function recordReply(runtime: Runtime, accountId: string, reply: InboxReply): Promise<void> {
  if (!reply.from) return;
  for (const messageId of reply.answers) {
    const email = (await outboundEmails.load(runtime.eventStore, messageId)).email;
    if (!email) continue;
    const context = processContext(runtime.clock, READER, { reason: `Reply read from the mailbox ${accountId}`, correlationId: email.campaignId ?? messageId });
    const event = emailReplied({
      messageId,
      contactId: email.contactId,
      campaignId: email.campaignId,
      emailAccountId: accountId,
      replyMessageId: reply.messageId ?? `${accountId}-uid-${reply.uid}`,
      from: reply.from,
      fromName: reply.fromName,
      subject: reply.subject,
      snippet: replySnippet(reply.text),
      receivedAt: reply.receivedAt.toISOString(),
    });
    const { streamId, event: append } = emailReplyAppend(event, context);
    await runtime.eventStore.appendToStream(streamId, [append], { expectedRevision: 'any' });
    return;
  }
}
