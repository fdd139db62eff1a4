import { nameBasedId } from '../kit/nameBasedId.ts';
import { invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import { metadataFor } from '../kit/handle.ts';
import type { CommandContext, EventMetadata } from '../kit/metadata.ts';

/** A reply to one of our e-mails, as read from the mailbox it was sent from. */
export interface EmailReply {
  /** Our e-mail it answers (its In-Reply-To, else the newest of its References that is ours). */
  messageId: string;
  /** The contact and campaign of that e-mail, when it had them. */
  contactId: string | null;
  campaignId: string | null;
  /** The mailbox it was read from. */
  emailAccountId: string;
  /** The reply's own Message-ID (without angle brackets): the same reply read twice is recorded once. */
  replyMessageId: string;
  /** Who replied (lower case) and their name, when given. */
  from: string;
  fromName: string | null;
  subject: string;
  /** The start of the reply's text, quoted lines left out. */
  snippet: string;
  /** ISO instant: when the mailbox received it (the message's date when the server does not say). */
  receivedAt: string;
}

export type EmailReplied = DomainEvent<'EmailReplied', EmailReply>;
export type EmailReplyEvent = EmailReplied;

/** The replies to one of our e-mails, stream `email-replies-{messageId}`. */
export const emailRepliesStream = (messageId: string) => `email-replies-${messageId}`;

/** Namespace of the name-based (UUIDv5) ids of recorded replies. */
export const EMAIL_REPLY_ID_NAMESPACE = '0d6f2b1a-4c8e-4f7a-9b35-7e21c9a4d5f3';

const SNIPPET_MAX = 500;
const SUBJECT_MAX = 500;

/**
 * Where the message a reply answers begins, as mail clients set it below the reply: a quoted line
 * ("> …"), "On … wrote:", "-----Original Message-----", or Outlook's rule of underscores and its
 * "From: … Sent: …" header block.
 */
const QUOTED_MESSAGE_STARTS = [/^>/, /^On .+ wrote:$/, /^-{2,}\s*Original Message\s*-{2,}/i, /^_{8,}$/, /^From: .+/];

/** The start of a reply's text: its own lines, not the message it answers below them. */
export function replySnippet(text: string): string {
  const own: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (QUOTED_MESSAGE_STARTS.some((start) => start.test(line.trim()))) break;
    own.push(line);
  }
  const compact = own.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return compact.length > SNIPPET_MAX ? `${compact.slice(0, SNIPPET_MAX - 1)}…` : compact;
}

/**
 * A reply as recorded: addresses in lower case, the subject and snippet bounded; refuses (invalid) a
 * reply without its own Message-ID, a sender or a valid time.
 */
export function emailReplied(reply: EmailReply): EmailReplied {
  const replyMessageId = reply.replyMessageId.trim().replace(/^<|>$/g, '');
  if (!replyMessageId) throw invalid('A reply without a Message-ID cannot be recorded');
  const from = reply.from.trim().toLowerCase();
  if (!from.includes('@')) throw invalid(`The reply ${replyMessageId} has no sender address`);
  const at = Date.parse(reply.receivedAt);
  if (Number.isNaN(at)) throw invalid(`The reply ${replyMessageId} has no valid time`);
  const subject = reply.subject.trim();
  return {
    type: 'EmailReplied',
    data: {
      ...reply,
      replyMessageId,
      from,
      fromName: reply.fromName?.trim() || null,
      subject: subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject,
      receivedAt: new Date(at).toISOString(),
    },
  };
}

/** A reply ready to append, with the id that makes the same reply (read again after a crash) the same event. */
export function emailReplyAppend(event: EmailReplied, context: CommandContext): {
  streamId: string;
  event: { eventId: string; type: 'EmailReplied'; data: EmailReply; metadata: EventMetadata };
} {
  const eventId = nameBasedId(`${event.data.messageId}:${event.data.replyMessageId}`, EMAIL_REPLY_ID_NAMESPACE);
  return { streamId: emailRepliesStream(event.data.messageId), event: { eventId, type: event.type, data: event.data, metadata: metadataFor(context, eventId) } };
}
