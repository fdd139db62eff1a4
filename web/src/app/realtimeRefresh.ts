import { isCancelledError, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { QueryKeyBatcher } from '../shared/realtime/coalesceQueryKeys.ts';
import type { RealtimeMessage, SmsMessagePush } from '../shared/realtime/realtimeMessages.ts';
import type { ToastOptions } from '../shared/toast/useToast.ts';
import { campaignsQueries } from '../features/campaigns/shared/campaignsQueries.ts';
import type { CampaignSendProgress } from '../features/campaigns/shared/campaignTypes.ts';
import { isNewerProgress } from '../features/campaigns/shared/sendProgress.ts';
import { CALL_LOGS_QUERY_KEY, CALL_STATS_QUERY_KEY } from '../features/calling/callingQueries.ts';
import { CONTACT_IMPORTS_QUERY_KEY, contactImportsQueries } from '../features/contactImports/contactImportsQueries.ts';
import type { ImportProgress } from '../features/contactImports/contactImportsTypes.ts';
import { isNewerImportProgress } from '../features/contactImports/importMapping.ts';
import { inboundToastText } from '../features/sms/smsDisplay.ts';
import { SMS_CONVERSATIONS_QUERY_KEY, SMS_QUERY_KEY, smsQueries } from '../features/sms/smsQueries.ts';
import { invalidatesFor, ownChangesOf } from './invalidatesFor.ts';

/** How often the inbox is read again when a newer reload cancelled the one awaited (see `inInbox`). */
const INBOX_READ_ATTEMPTS = 3;
/** Contact notices come in bursts (an import reports every 1,000 rows): the lists reload at most once a second. */
export const CONTACT_REFRESH_WINDOW_MS = 1000;

/** After a (re)connect, whatever the socket might have told meanwhile is reloaded. */
export const RECONNECT_KEYS: readonly QueryKey[] = [
  SMS_QUERY_KEY,
  ...invalidatesFor.contacts_changed.filter((key) => key !== SMS_CONVERSATIONS_QUERY_KEY),
  CALL_STATS_QUERY_KEY,
  CALL_LOGS_QUERY_KEY,
  CONTACT_IMPORTS_QUERY_KEY,
  ...invalidatesFor.company_profile_saved,
  ...invalidatesFor.templates_changed,
  ...invalidatesFor.campaign_progress,
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

/** Reloads what the socket keeps fresh, once it is (re)connected (own changes included: nothing is expected any more). */
export function refreshAfterConnect(queryClient: QueryClient): void {
  ownChangesOf(queryClient).clear();
  invalidate(queryClient, RECONNECT_KEYS);
}

/** Pushed progress replaces the shown one when it is newer; an import nobody watches is left alone. */
function showImportProgress(queryClient: QueryClient, progress: ImportProgress): void {
  const { queryKey } = contactImportsQueries.progress(progress.importId);
  if (queryClient.getQueryState(queryKey) === undefined) return;
  if (isNewerImportProgress(queryClient.getQueryData(queryKey), progress)) queryClient.setQueryData(queryKey, progress);
}

/** A send's pushed progress replaces the shown one when it is newer; a send nobody watches is left alone. */
function showCampaignProgress(queryClient: QueryClient, progress: CampaignSendProgress): void {
  const { queryKey } = campaignsQueries.sendProgress(progress.campaignId);
  if (queryClient.getQueryState(queryKey) === undefined) return;
  if (isNewerProgress(queryClient.getQueryData(queryKey), progress)) queryClient.setQueryData(queryKey, progress);
}

/**
 * Whether the inbox shows this conversation, read once the push's reload is in: a blocked number's
 * texts are still recorded but stay out of the inbox, and so without a toast. If the inbox cannot
 * be read, the text is announced anyway.
 */
async function inInbox(queryClient: QueryClient, conversationId: string): Promise<boolean> {
  // A later push's reload may cancel the one awaited here: then the later one is awaited.
  for (let attempt = 0; attempt < INBOX_READ_ATTEMPTS; attempt++) {
    try {
      // The reload the push has just started, when there is one (the list is on screen); else a new one.
      const conversations = await queryClient.fetchQuery({ ...smsQueries.conversations(), staleTime: 0 });
      return conversations.some((conversation) => conversation.id === conversationId);
    } catch (error) {
      if (!isCancelledError(error)) return true;
    }
  }
  return true;
}

/** 'New SMS Message' for a text that came in, unless its number is blocked. */
async function announceInbound(queryClient: QueryClient, sms: SmsMessagePush, toast: RealtimeRefreshContext['toast']): Promise<void> {
  if (!(await inInbox(queryClient, sms.conversationId))) return;
  toast({ title: 'New SMS Message', description: inboundToastText(sms.fromNumber, sms.message) });
}

/** What each pushed message changes on screen; settles once its toast, if any, is shown. */
export async function applyRealtimeMessage(message: RealtimeMessage, { queryClient, batcher, toast }: RealtimeRefreshContext): Promise<void> {
  switch (message.type) {
    case 'sms_message':
      invalidate(queryClient, invalidatesFor.sms_message);
      if (message.data.direction === 'inbound') await announceInbound(queryClient, message.data, toast);
      break;
    case 'contacts_changed':
    case 'call_logged':
    case 'company_profile_saved':
    case 'templates_changed':
      // A change this tab made has already reloaded what it shows.
      if (!ownChangesOf(queryClient).take(message.type)) batcher.add(invalidatesFor[message.type]);
      break;
    case 'contact_import_progress':
      showImportProgress(queryClient, message.data);
      break;
    case 'campaign_progress':
      // Pushed often while a campaign sends: its progress at once, the campaigns at most once a window.
      showCampaignProgress(queryClient, message.data);
      batcher.add(invalidatesFor.campaign_progress);
      break;
    case 'campaign_deferrals':
      // Deferred e-mails are pushed a projector batch at a time: their list reloads at most once a window.
      batcher.add([campaignsQueries.deferrals(message.data.campaignId).queryKey]);
      break;
    case 'hello':
    case 'unknown':
      break;
  }
}
