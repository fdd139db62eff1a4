import type { outboundEmailDetail, outboundEmailList, OUTBOUND_EMAIL_STATUSES, testEmailQueued } from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

/** What became of an e-mail: queued, deferred, sending, sent, skipped, failed, bounced, complained, unknown. */
export type OutboundEmailStatus = (typeof OUTBOUND_EMAIL_STATUSES)[number];
/** A page of GET /api/outbound-emails: newest first, `nextCursor` for the page after it. */
export type OutboundEmailPage = WireType<typeof outboundEmailList>;
/** One e-mail of the outbox list. */
export type OutboundEmail = OutboundEmailPage['emails'][number];
/** GET /api/outbound-emails/{id}: with its text, HTML and, from the sandbox, the message as it would have gone out. */
export type OutboundEmailDetail = WireType<typeof outboundEmailDetail>;
/** POST /api/outbound-emails/test: the e-mail's id, whether the sandbox simulates it, and the server's words. */
export type TestEmailQueued = WireType<typeof testEmailQueued>;

/** What the outbox list is narrowed to. */
export interface OutboxFilters {
  status: OutboundEmailStatus | null;
  sandboxOnly: boolean;
}
