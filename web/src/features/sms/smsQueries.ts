import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { SmsConversation, SmsMessage, SmsStats, UnreadCount } from './smsTypes.ts';

/** Polling of the SMS screens (spec part 1 §9); the /ws socket refreshes them in between. */
export const SMS_UNREAD_POLL_MS = 30_000;
export const SMS_CONVERSATIONS_POLL_MS = 5_000;
export const SMS_THREAD_POLL_MS = 3_000;
export const SMS_STATS_POLL_MS = 60_000;

/** Every SMS inbox query starts with this key: invalidating it reloads them all. */
export const SMS_QUERY_KEY = ['/api/sms'] as const;
/** The conversation list and, below it, every thread. */
export const SMS_CONVERSATIONS_QUERY_KEY = [...SMS_QUERY_KEY, 'conversations'] as const;
export const SMS_UNREAD_QUERY_KEY = [...SMS_QUERY_KEY, 'unread-count'] as const;
export const SMS_STATS_QUERY_KEY = [...SMS_QUERY_KEY, 'stats'] as const;

export function conversationPath(id: string): string {
  return `/api/sms/conversations/${encodeURIComponent(id)}`;
}

export const smsQueries = {
  unreadCount: () =>
    queryOptions({
      queryKey: SMS_UNREAD_QUERY_KEY,
      queryFn: ({ signal }) => apiFetch<UnreadCount>('/api/sms/unread-count', { signal }),
      refetchInterval: SMS_UNREAD_POLL_MS,
    }),
  conversations: () =>
    queryOptions({
      queryKey: [...SMS_CONVERSATIONS_QUERY_KEY, 'list'],
      queryFn: ({ signal }) => apiFetch<SmsConversation[]>('/api/sms/conversations', { signal }),
      refetchInterval: SMS_CONVERSATIONS_POLL_MS,
    }),
  /** A thread, oldest first; polled only while it is open (only then is the query in use). */
  messages: (conversationId: string) =>
    queryOptions({
      queryKey: [...SMS_CONVERSATIONS_QUERY_KEY, conversationId, 'messages'],
      queryFn: ({ signal }) => apiFetch<SmsMessage[]>(`${conversationPath(conversationId)}/messages`, { signal }),
      refetchInterval: SMS_THREAD_POLL_MS,
    }),
  stats: () =>
    queryOptions({
      queryKey: SMS_STATS_QUERY_KEY,
      queryFn: ({ signal }) => apiFetch<SmsStats>('/api/sms/stats', { signal }),
      refetchInterval: SMS_STATS_POLL_MS,
    }),
};
