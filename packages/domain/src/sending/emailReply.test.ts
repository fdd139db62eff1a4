import { describe, expect, it } from 'vitest';
import { emailReplied, emailReplyAppend, emailRepliesStream, replySnippet, type EmailReply } from './emailReply.ts';

const reply: EmailReply = {
  messageId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  contactId: 'c1',
  campaignId: 'k1',
  emailAccountId: 'a1',
  replyMessageId: '<CAF123@mail.gmail.com>',
  from: ' Jordan@Realty.Example ',
  fromName: ' Jordan Lee ',
  subject: ' Re: Your listings ',
  snippet: 'Sounds good',
  receivedAt: '2026-03-02T10:15:00-05:00',
};
const context = {
  actor: { kind: 'system' as const, process: 'reply-reader' },
  now: '2026-03-02T15:16:00.000Z',
  requestId: 'r1',
  correlationId: 'r1',
  reason: 'Reply read from the mailbox',
  newId: () => 'unused',
};

describe('e-mail replies', () => {
  it('are recorded tidied: the Message-ID without brackets, the sender in lower case, the time in UTC', () => {
    expect(emailReplied(reply).data).toMatchObject({
      replyMessageId: 'CAF123@mail.gmail.com',
      from: 'jordan@realty.example',
      fromName: 'Jordan Lee',
      subject: 'Re: Your listings',
      receivedAt: '2026-03-02T15:15:00.000Z',
    });
  });

  it('refuses a reply without a Message-ID, a sender or a valid time', () => {
    expect(() => emailReplied({ ...reply, replyMessageId: '<>' })).toThrow('A reply without a Message-ID cannot be recorded');
    expect(() => emailReplied({ ...reply, from: 'nobody' })).toThrow('has no sender address');
    expect(() => emailReplied({ ...reply, receivedAt: 'yesterday' })).toThrow('has no valid time');
  });

  it('the same reply read twice is the same event on the e-mail’s reply stream', () => {
    const a = emailReplyAppend(emailReplied(reply), context);
    const b = emailReplyAppend(emailReplied({ ...reply, snippet: 'read again' }), context);
    expect(a.streamId).toBe(emailRepliesStream(reply.messageId));
    expect(a.event.eventId).toBe(b.event.eventId);
    expect(emailReplyAppend(emailReplied({ ...reply, replyMessageId: 'other@mail.gmail.com' }), context).event.eventId).not.toBe(a.event.eventId);
    expect(a.event.metadata).toMatchObject({ actor: context.actor, reason: context.reason, occurredAt: context.now });
  });

  it('keeps the reply’s own words, not the quoted message below them', () => {
    expect(replySnippet('Yes, call me Tuesday.\r\n\r\nOn Mon, Mar 2, 2026 at 9:00 AM Dana <dana@listingpro.example> wrote:\r\n> Hi Jordan')).toBe('Yes, call me Tuesday.');
    expect(replySnippet('Interested.\n> quoted')).toBe('Interested.');
    expect(replySnippet('Sounds good.\n\n________________________________\nFrom: Dana <dana@listingpro.example>\nSent: Monday, March 2, 2026 9:00 AM\nHi Jordan')).toBe('Sounds good.');
    expect(replySnippet('Sounds good.\n\nFrom: Dana <dana@listingpro.example>\nSent: Monday, March 2, 2026 9:00 AM\nHi Jordan')).toBe('Sounds good.');
    expect(replySnippet('x'.repeat(600))).toHaveLength(500);
  });
});
