import { IMAP_TLS_PORT } from '@outreach/domain';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { unsubscribeSubjectToken } from '@outreach/server-kit/unsubscribe/unsubscribeToken.ts';
import { answeredMessageIds, referencesHeader } from './replyMatching.ts';
import type { ReplyCheckpoint } from './replyCheckpoints.ts';

/**
 * Where a mailbox's replies are read, and how it signs in: with its password, or with an OAuth
 * access token (AUTHENTICATE XOAUTH2, or OAUTHBEARER when the server offers it).
 */
export type ImapServer = { host: string; port: number; username: string } & ({ password: string } | { accessToken: string });

/** A received message that names one of our e-mails, with its text read. */
export interface InboxReply {
  uid: number;
  /** Our e-mails it may answer, the likeliest first. */
  answers: string[];
  messageId: string | null;
  from: string | null;
  fromName: string | null;
  subject: string;
  receivedAt: Date;
  text: string;
}

/** A message sent through the mailto of `List-Unsubscribe`: its subject carries the signed token. */
export interface InboxUnsubscribe {
  uid: number;
  token: string;
  from: string | null;
}

export interface InboxRead {
  checkpoint: ReplyCheckpoint;
  replies: InboxReply[];
  unsubscribes: InboxUnsubscribe[];
}

/** Connections give up rather than hang on a server that stopped answering. */
const TIMEOUT_MS = 30_000;
/** At most this much of a reply's source is read for its text. */
const SOURCE_MAX_BYTES = 256 * 1024;

/**
 * Read the INBOX's messages after the checkpoint (all since `since` on the first read, or after
 * the server renumbered its UIDs) and keep those that answer one of our e-mails, and those sent
 * through the mailto of our `List-Unsubscribe` ('unsubscribe <token>'); the checkpoint
 * moves to the newest message looked at. Port 993 is TLS from the start; another port uses
 * STARTTLS when the server offers it.
 */
export async function readInboxReplies(server: ImapServer, checkpoint: ReplyCheckpoint | undefined, since: Date): Promise<InboxRead> {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: server.port === IMAP_TLS_PORT,
    auth: 'accessToken' in server ? { user: server.username, accessToken: server.accessToken } : { user: server.username, pass: server.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  client.on('error', () => {
    // A dropped connection fails the command under way, which reports it.
  });
  await client.connect();
  try {
    const inbox = await client.mailboxOpen('INBOX', { readOnly: true });
    const uidValidity = inbox.uidValidity;
    const from = checkpoint && checkpoint.uidValidity === uidValidity ? checkpoint.lastUid : undefined;
    let uids: number[];
    if (from === undefined) {
      const found = await client.search({ since }, { uid: true });
      uids = found || [];
    } else {
      uids = inbox.uidNext > from + 1 ? [...(await client.fetchAll(`${from + 1}:*`, { uid: true }, { uid: true }))].map((m) => m.uid).filter((uid) => uid > from) : [];
    }
    const lastUid = Math.max(from ?? 0, ...uids);
    const replies: InboxReply[] = [];
    const unsubscribes: InboxUnsubscribe[] = [];
    if (uids.length > 0) {
      const headers = await client.fetchAll(uids.join(','), { uid: true, envelope: true, internalDate: true, headers: ['references'] }, { uid: true });
      for (const message of headers) {
        const envelope = message.envelope;
        const token = unsubscribeSubjectToken(envelope?.subject ?? '');
        if (token) {
          unsubscribes.push({ uid: message.uid, token, from: envelope?.from?.[0]?.address ?? null });
          continue;
        }
        const answers = answeredMessageIds(envelope?.inReplyTo, referencesHeader(message.headers?.toString('utf8') ?? ''));
        if (answers.length === 0) continue;
        const sender = envelope?.from?.[0];
        replies.push({
          uid: message.uid,
          answers,
          messageId: envelope?.messageId ?? null,
          from: sender?.address ?? null,
          fromName: sender?.name || null,
          subject: envelope?.subject ?? '',
          receivedAt: new Date(message.internalDate ?? envelope?.date ?? Date.now()),
          text: '',
        });
      }
      for (const reply of replies) {
        const full = await client.fetchOne(String(reply.uid), { uid: true, source: { start: 0, maxLength: SOURCE_MAX_BYTES } }, { uid: true });
        if (full && full.source) reply.text = (await simpleParser(full.source)).text ?? '';
      }
    }
    return { checkpoint: { uidValidity, lastUid }, replies, unsubscribes };
  } finally {
    await client.logout().catch(() => client.close());
  }
}
