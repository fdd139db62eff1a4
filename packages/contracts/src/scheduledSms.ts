import { z } from 'zod';

/** What became of a held text: still held, handed to the provider, sent, failed, or unknown (never re-sent). */
export const SCHEDULED_SMS_STATUSES = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;
/** What held it back the latest time: the recipient's quiet hours, the sending number's rate, or Twilio refusing more requests for now. */
export const SCHEDULED_SMS_CAUSES = ['quiet-hours', 'rate', 'provider-busy'] as const;

/** One text the sending engine held back (spec part 2's scheduled_sms_messages). */
export const scheduledSmsView = z.object({
  id: z.string(),
  conversationId: z.string(),
  toPhone: z.string(),
  message: z.string(),
  contactId: z.string().nullable(),
  campaignId: z.string().nullable(),
  /** When it goes out: the end of the latest hold. */
  scheduledFor: z.string(),
  status: z.enum(SCHEDULED_SMS_STATUSES),
  holdCause: z.enum(SCHEDULED_SMS_CAUSES),
  /** Why it was held the latest time. */
  holdReason: z.string(),
  /** Why the recipient's quiet hours held it; null when only the rate did. */
  quietHoursReason: z.string().nullable(),
  /** When it was asked for, i.e. when it would have gone out had it not been held. */
  originalSendTime: z.string(),
  /** The recipient's IANA zone the quiet hours were counted in. */
  timezone: z.string().nullable(),
  /** Holds after the first. */
  retryCount: z.number(),
  lastAttempt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type ScheduledSmsView = z.infer<typeof scheduledSmsView>;

/** GET /api/sms/scheduled?status&after&limit: the held texts, soonest first, a page at a time. */
export const scheduledSmsQuery = z.object({
  status: z.enum(SCHEDULED_SMS_STATUSES, { error: `status must be one of ${SCHEDULED_SMS_STATUSES.join(', ')}` }).optional(),
  after: z.string().max(200, 'after is not a page cursor of this list').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(50),
});
export const scheduledSmsList = z.object({ messages: z.array(scheduledSmsView), nextCursor: z.string().nullable() });
export type ScheduledSmsList = z.infer<typeof scheduledSmsList>;
