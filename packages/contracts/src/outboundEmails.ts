import { z } from 'zod';
import { accepted } from './answers.ts';
import { uuid } from './ids.ts';

export const OUTBOUND_EMAIL_STATUSES = ['queued', 'deferred', 'sending', 'sent', 'skipped', 'failed', 'bounced', 'complained', 'unknown'] as const;
export const TEST_EMAIL_SUBJECT = 'Test e-mail from Outreach';
export const TEST_EMAIL_TEXT = 'This is a test e-mail from Outreach. If you can read it, the mailbox sends.';

/** POST /api/outbound-emails/test: one e-mail to an address, through the mailbox named, else the primary one, else the sandbox. */
export const sendTestEmailBody = z.object({
  to: z.string({ error: 'Email Required' }).trim().min(1, 'Email Required').max(254, 'Invalid Email').pipe(z.email({ error: 'Invalid Email' })),
  subject: z.string({ error: 'subject must be text' }).trim().min(1, 'Subject is required').max(300, 'subject is too long (at most 300 characters)').optional(),
  text: z.string({ error: 'text must be text' }).trim().min(1, 'Content is required').max(50_000, 'text is too long (at most 50,000 characters)').optional(),
  emailAccountId: uuid('emailAccountId').nullable().optional(),
});
export type SendTestEmailBody = z.infer<typeof sendTestEmailBody>;

/** What a test e-mail became: queued through a mailbox, or simulated by the sandbox (no mailbox is configured). */
export const testEmailQueued = accepted(
  z.object({
    messageId: z.string(),
    sandbox: z.boolean(),
    message: z.string(),
  }),
);
export type TestEmailQueued = z.infer<typeof testEmailQueued>;

/** One e-mail the engine was asked to send, and what became of it. */
export const outboundEmailView = z.object({
  id: z.string(),
  to: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  status: z.enum(OUTBOUND_EMAIL_STATUSES),
  /** Why it was skipped, deferred, failed, bounced or unknown; the server's answer once sent. */
  reason: z.string().nullable(),
  provider: z.string().nullable(),
  source: z.string(),
  campaignId: z.string().nullable(),
  emailAccountId: z.string().nullable(),
  attempts: z.number(),
  queuedAt: z.string(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  /** What the sending service reported afterwards (its event webhook): the first moment of each. */
  deliveredAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  complainedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type OutboundEmailView = z.infer<typeof outboundEmailView>;

/** GET /api/outbound-emails?status&sandbox&campaignId&after&limit: newest first, a page at a time. */
export const outboundEmailsQuery = z.object({
  status: z.enum(OUTBOUND_EMAIL_STATUSES, { error: `status must be one of ${OUTBOUND_EMAIL_STATUSES.join(', ')}` }).optional(),
  sandbox: z.enum(['true', 'false'], { error: 'sandbox must be true or false' }).optional(),
  campaignId: z.string().max(100, 'campaignId is too long').optional(),
  after: z.string().max(200, 'after is not a page cursor of this list').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(50),
});
export const outboundEmailList = z.object({ emails: z.array(outboundEmailView), nextCursor: z.string().nullable() });
export type OutboundEmailList = z.infer<typeof outboundEmailList>;

/** GET /api/outbound-emails/{id}: the e-mail with its content and, from the sandbox, the message as it would have gone out. */
export const outboundEmailDetail = outboundEmailView.extend({
  text: z.string(),
  html: z.string().nullable(),
  simulated: z.string().nullable(),
});
export type OutboundEmailDetail = z.infer<typeof outboundEmailDetail>;
