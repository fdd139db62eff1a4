import { z } from 'zod';
import { accepted } from './answers.ts';
import { SMS_DIRECT_MAX } from './choices.ts';
import { idParams, uuid } from './ids.ts';

export { SMS_DIRECT_MAX } from './choices.ts';

/** GET /api/sms/conversations (polled every 5 s). */
export const smsConversationView = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  contactId: z.string().nullable(),
  contactFirstName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  contactCompany: z.string().nullable(),
  contactEmail: z.string().nullable(),
  unreadCount: z.number(),
  lastMessagePreview: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  status: z.enum(['active', 'archived', 'blocked']),
  optedOut: z.boolean(),
});
export type SmsConversationView = z.infer<typeof smsConversationView>;

/** GET /api/sms/conversations/{id}/messages (polled every 3 s while open), oldest first. */
export const smsMessageView = z.object({
  id: z.string(),
  conversationId: z.string(),
  direction: z.enum(['inbound', 'outbound']),
  message: z.string(),
  /** requested, scheduled (held back until scheduledFor), sending, queued, sent, delivered, undelivered, failed, unknown, received. */
  status: z.string(),
  /** Why it failed, or why its outcome is unknown. */
  errorMessage: z.string().nullable(),
  /** A text the sending engine held back: when it goes out (the end of the latest hold); null when never held. */
  scheduledFor: z.string().nullable(),
  /** Why it was held back (the recipient's quiet hours, the number's rate). */
  scheduledReason: z.string().nullable(),
  fromNumber: z.string().nullable(),
  toNumber: z.string().nullable(),
  segments: z.number(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  sentBy: z.string().nullable(),
});
export type SmsMessageView = z.infer<typeof smsMessageView>;

export const smsStats = z.object({ activeConversations: z.number(), messagesToday: z.number(), responseRate: z.number() });
export const unreadCount = z.object({ count: z.number() });

export const conversationParams = idParams;

export const replyBody = z.object({
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(SMS_DIRECT_MAX, 'SMS messages should be under 320 characters for best delivery'),
});

/** POST /api/sms/send (the calling card's Send Text Message dialog). */
export const sendSmsBody = z.object({
  phoneNumber: z.string().trim().max(40).optional(),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(SMS_DIRECT_MAX, 'SMS messages should be under 320 characters for best delivery'),
  contactId: uuid('contactId'),
  templateType: z.string().max(50).optional(),
  contactData: z.record(z.string(), z.unknown()).optional(),
});

/** POST /api/sms/send-test and POST /api/settings/sms/test. */
export const sendTestBody = z.object({
  phoneNumber: z.string({ error: 'Please enter a phone number to send test message' }).trim().min(1, 'Please enter a phone number to send test message').max(40),
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(SMS_DIRECT_MAX, 'SMS messages should be under 320 characters for best delivery'),
});

/** An accepted send: recorded as requested; the provider's answer follows as a status. */
export const sendAccepted = accepted(z.object({ success: z.boolean(), messageId: z.string(), conversationId: z.string(), status: z.string(), error: z.string().optional() }));
export const smsConversationList = z.array(smsConversationView).readonly();
export const smsMessageList = z.array(smsMessageView).readonly();

/** GET /api/settings/sms: the auth token is never returned. */
export const smsSettingsView = z.object({
  provider: z.enum(['twilio', 'sandbox']),
  accountSid: z.string().nullable(),
  fromPhone: z.string().nullable(),
  authTokenSet: z.boolean(),
  helpText: z.string(),
});
/** PUT and DELETE /api/settings/sms answer the settings as they now are. */
export const smsSettingsSaved = accepted(smsSettingsView.extend({ success: z.literal(true) }));
export const putSmsSettingsBody = z.object({
  accountSid: z.string().trim().regex(/^AC[0-9a-fA-F]{32}$/, 'Account SID starts with AC followed by 32 hexadecimal characters'),
  authToken: z.string().trim().min(16, 'Auth token is too short').max(200).optional(),
  fromPhone: z.string().trim().min(1, 'From phone number is required').max(40),
  helpText: z.string().trim().max(320).optional(),
});
export const smsConnectionTest = z.object({ connected: z.boolean(), message: z.string().optional() });

/** The /ws message for every SMS message the projector records. */
export const smsMessagePush = z.object({
  type: z.literal('sms_message'),
  data: z.object({
    direction: z.enum(['inbound', 'outbound']),
    fromNumber: z.string().nullable(),
    toNumber: z.string().nullable(),
    message: z.string(),
    conversationId: z.string(),
    messageId: z.string(),
    status: z.string(),
  }),
});
