import type {
  sendAccepted,
  SmsConversationView,
  SmsMessageView,
  smsStats,
  unreadCount,
} from '@outreach/contracts';
import type { WireType } from '../../shared/api/wireType.ts';

export type SmsConversation = SmsConversationView;
export type SmsMessage = SmsMessageView;
export type SmsStats = WireType<typeof smsStats>;
export type UnreadCount = WireType<typeof unreadCount>;
/** The answer to a reply or a direct send: recorded as requested, delivery follows. */
export type SendAccepted = WireType<typeof sendAccepted>;

/** Whom the Send Text Message dialog writes to. */
export interface TextTarget {
  contactId: string;
  name: string;
  phone: string | null;
}
