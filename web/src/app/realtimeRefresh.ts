import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { QueryKeyBatcher } from '../shared/realtime/coalesceQueryKeys.ts';
import type { RealtimeMessage } from '../shared/realtime/realtimeMessages.ts';
import type { ToastOptions } from '../shared/toast/useToast.ts';
import {
  CALL_LOGS_QUERY_KEY,
  CALL_STATS_QUERY_KEY,
  CALLING_LIST_QUERY_KEY,
  RENTAL_LIST_QUERY_KEY,
  TIER_COUNTS_QUERY_KEY,
} from '../features/calling/callingQueries.ts';
import { CONTACT_IMPORTS_QUERY_KEY, contactImportsQueries } from '../features/contactImports/contactImportsQueries.ts';
import type { ImportProgress } from '../features/contactImports/contactImportsTypes.ts';
import { isNewerImportProgress } from '../features/contactImports/importMapping.ts';
import { CONTACTS_QUERY_KEY } from '../features/contacts/contactsQueries.ts';
import { overviewQueries } from '../features/overview/overviewQueries.ts';
import { TOP_PERFORMERS_QUERY_KEY } from '../features/salesDashboard/salesDashboardQueries.ts';
import { inboundToastText } from '../features/sms/smsDisplay.ts';
import { SMS_CONVERSATIONS_QUERY_KEY, SMS_QUERY_KEY, SMS_STATS_QUERY_KEY, SMS_UNREAD_QUERY_KEY } from '../features/sms/smsQueries.ts';

/** Contact notices come in bursts (an import reports every 500 rows): the lists reload at most once a second. */
export const CONTACT_REFRESH_WINDOW_MS = 1000;

/** A text arrived or changed status: the list (and every open thread below it), the unread count, the figures. */
export const SMS_MESSAGE_KEYS: readonly QueryKey[] = [SMS_CONVERSATIONS_QUERY_KEY, SMS_UNREAD_QUERY_KEY, SMS_STATS_QUERY_KEY];

/** Contacts were added, merged or changed: every list that shows them (the SMS list shows their names). */
export const CONTACTS_CHANGED_KEYS: readonly QueryKey[] = [
  CONTACTS_QUERY_KEY,
  TIER_COUNTS_QUERY_KEY,
  CALLING_LIST_QUERY_KEY,
  RENTAL_LIST_QUERY_KEY,
  TOP_PERFORMERS_QUERY_KEY,
  overviewQueries.stats().queryKey,
  SMS_CONVERSATIONS_QUERY_KEY,
];

/** A call was logged (maybe elsewhere): the calling lists, the call figures and histories. */
export const CALL_LOGGED_KEYS: readonly QueryKey[] = [
  CALLING_LIST_QUERY_KEY,
  RENTAL_LIST_QUERY_KEY,
  CALL_STATS_QUERY_KEY,
  CALL_LOGS_QUERY_KEY,
  CONTACTS_QUERY_KEY,
];

/** After a (re)connect, whatever the socket might have told meanwhile is reloaded. */
export const RECONNECT_KEYS: readonly QueryKey[] = [
  SMS_QUERY_KEY,
  ...CONTACTS_CHANGED_KEYS.filter((key) => key !== SMS_CONVERSATIONS_QUERY_KEY),
  CALL_STATS_QUERY_KEY,
  CALL_LOGS_QUERY_KEY,
  CONTACT_IMPORTS_QUERY_KEY,
];

export interface RealtimeRefreshContext {
  queryClient: QueryClient;
  /** Gathers the contact lists' reloads (see `CONTACT_REFRESH_WINDOW_MS`). */
  batcher: QueryKeyBatcher;
  toast: (options: ToastOptions) => void;
}

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Reloads what the socket keeps fresh, once it is (re)connected. */
export function refreshAfterConnect(queryClient: QueryClient): void {
  invalidate(queryClient, RECONNECT_KEYS);
}

/** Pushed progress replaces the shown one when it is newer; an import nobody watches is left alone. */
function showImportProgress(queryClient: QueryClient, progress: ImportProgress): void {
  const { queryKey } = contactImportsQueries.progress(progress.importId);
  if (queryClient.getQueryState(queryKey) === undefined) return;
  if (isNewerImportProgress(queryClient.getQueryData(queryKey), progress)) queryClient.setQueryData(queryKey, progress);
}

/** What each pushed message changes on screen. */
export function applyRealtimeMessage(message: RealtimeMessage, { queryClient, batcher, toast }: RealtimeRefreshContext): void {
  switch (message.type) {
    case 'sms_message':
      invalidate(queryClient, SMS_MESSAGE_KEYS);
      if (message.data.direction === 'inbound') {
        toast({ title: 'New SMS Message', description: inboundToastText(message.data.fromNumber, message.data.message) });
      }
      break;
    case 'contacts_changed':
      batcher.add(CONTACTS_CHANGED_KEYS);
      break;
    case 'call_logged':
      batcher.add(CALL_LOGGED_KEYS);
      break;
    case 'contact_import_progress':
      showImportProgress(queryClient, message.data);
      break;
    case 'hello':
    case 'unknown':
      break;
  }
}
