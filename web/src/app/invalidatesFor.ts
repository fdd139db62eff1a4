import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveUpdateType } from '@outreach/contracts/liveUpdates.ts';
import { createOwnChanges, type OwnChanges } from '../shared/realtime/ownChanges.ts';
import { LEAD_STATISTICS_QUERY_KEY } from '../features/aiMarketing/aiMarketingQueries.ts';
import {
  CALL_LOGS_QUERY_KEY,
  CALL_STATS_QUERY_KEY,
  CALLING_LIST_QUERY_KEY,
  RENTAL_LIST_QUERY_KEY,
  TIER_COUNTS_QUERY_KEY,
} from '../features/calling/callingQueries.ts';
import { CAMPAIGNS_QUERY_KEY } from '../features/campaigns/shared/campaignsQueries.ts';
import { COMPANY_PROFILE_QUERY_KEY } from '../features/companyProfile/companyProfileQueries.ts';
import { CONTACTS_QUERY_KEY } from '../features/contacts/contactsQueries.ts';
import { overviewQueries } from '../features/overview/overviewQueries.ts';
import { TOP_PERFORMERS_QUERY_KEY } from '../features/salesDashboard/salesDashboardQueries.ts';
import { SMS_CONVERSATIONS_QUERY_KEY, SMS_STATS_QUERY_KEY, SMS_UNREAD_QUERY_KEY } from '../features/sms/smsQueries.ts';
import { TEMPLATES_QUERY_KEY } from '../features/templates/templatesQueries.ts';

/**
 * Which cached queries each kind of change makes stale, the same whether this tab made the change
 * (a mutation's answer) or hears of it (a /ws live update of that type).
 */
export const invalidatesFor: Record<LiveUpdateType, readonly QueryKey[]> = {
  hello: [],
  /** A text arrived or changed status: the list (and every open thread below it), the unread count, the figures. */
  sms_message: [SMS_CONVERSATIONS_QUERY_KEY, SMS_UNREAD_QUERY_KEY, SMS_STATS_QUERY_KEY],
  /** A conversation was read, archived, reopened or blocked, or opted out or in: the list, its threads and the unread count. */
  sms_conversation: [SMS_CONVERSATIONS_QUERY_KEY, SMS_UNREAD_QUERY_KEY],
  /** Contacts were added, merged or changed: every list that shows them (the SMS list shows their names), the AI page's lead figures. */
  contacts_changed: [
    CONTACTS_QUERY_KEY,
    TIER_COUNTS_QUERY_KEY,
    CALLING_LIST_QUERY_KEY,
    RENTAL_LIST_QUERY_KEY,
    TOP_PERFORMERS_QUERY_KEY,
    overviewQueries.stats().queryKey,
    SMS_CONVERSATIONS_QUERY_KEY,
    LEAD_STATISTICS_QUERY_KEY,
  ],
  /** A call was logged: the calling lists, the call figures and histories. */
  call_logged: [CALLING_LIST_QUERY_KEY, RENTAL_LIST_QUERY_KEY, CALL_STATS_QUERY_KEY, CALL_LOGS_QUERY_KEY, CONTACTS_QUERY_KEY],
  /** Progress is shown as pushed (see `realtimeRefresh`); the contacts it adds come as contacts_changed. */
  contact_import_progress: [],
  /** The team's company profile was saved: the profile every screen reads (the form, the generators). */
  company_profile_saved: [COMPANY_PROFILE_QUERY_KEY],
  /** Templates were created, changed, copied or deleted: every template list (the library, the SMS screens). */
  templates_changed: [TEMPLATES_QUERY_KEY],
  /** A campaign was created, changed or moved on (its send's progress included): every campaign list, page and send progress. */
  campaign_progress: [CAMPAIGNS_QUERY_KEY],
  /** What waits of one campaign's send changed: that campaign's deferrals only (see `realtimeRefresh`). */
  campaign_deferrals: [],
};

/** The keys of several kinds of change, each once. */
export function keysFor(types: readonly LiveUpdateType[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  for (const type of types) for (const key of invalidatesFor[type]) keys.set(JSON.stringify(key), key);
  return [...keys.values()];
}

const ownChangesByClient = new WeakMap<QueryClient, OwnChanges<LiveUpdateType>>();

/** The changes this tab made and whose live updates it still expects (one record per query client). */
export function ownChangesOf(queryClient: QueryClient): OwnChanges<LiveUpdateType> {
  let own = ownChangesByClient.get(queryClient);
  if (!own) {
    own = createOwnChanges<LiveUpdateType>();
    ownChangesByClient.set(queryClient, own);
  }
  return own;
}

/** Reloads what these kinds of change make stale, each query once. */
export function invalidateFor(queryClient: QueryClient, types: readonly LiveUpdateType[]): Promise<unknown> {
  return Promise.all(keysFor(types).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After a change made here that one projection records whole (its reload, made after the answer's
 * position, already shows all of it): reloads what it makes stale, once, and marks its live updates
 * as expected so that they do not reload it all again. A change several projections record (staged
 * agents becoming contacts) uses `invalidateFor`, as its first notice may precede the rest.
 */
export function refreshAfterOwnChange(queryClient: QueryClient, types: readonly LiveUpdateType[]): Promise<unknown> {
  ownChangesOf(queryClient).expect(types);
  return invalidateFor(queryClient, types);
}
