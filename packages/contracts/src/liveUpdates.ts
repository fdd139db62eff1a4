import { z } from 'zod';
import { campaignSendProgress } from './campaigns.ts';
import { importProgress } from './contactImports.ts';
import { smsMessagePush } from './sms.ts';

/**
 * The messages /ws pushes to signed-in browsers, as the JSON text `{type, data}`: the notifier's
 * greeting and what the projector publishes after each commit on the bus subject `push.<type>`.
 */
export const liveUpdate = z.discriminatedUnion('type', [
  /** Sent by the notifier when a socket opens. */
  z.object({ type: z.literal('hello'), data: z.object({}) }),
  /** An SMS message was recorded or changed status. */
  smsMessagePush,
  /** A conversation was read, archived, reopened or blocked, or its number opted out or back in. */
  z.object({ type: z.literal('sms_conversation'), data: z.object({ conversationId: z.string() }) }),
  /** Contacts were added, merged or changed (`changed` counts the events of the batch). */
  z.object({ type: z.literal('contacts_changed'), data: z.object({ changed: z.number() }) }),
  /** A call was logged for the contact. */
  z.object({ type: z.literal('call_logged'), data: z.object({ contactId: z.string(), callStatus: z.string() }) }),
  /** A CSV import moved on (every batch of 1,000 rows, and when it ends). */
  z.object({ type: z.literal('contact_import_progress'), data: importProgress }),
  /** The team's company profile was saved with a change. */
  z.object({ type: z.literal('company_profile_saved'), data: z.object({}) }),
  /** E-mail or SMS templates were created, changed, copied or deleted. */
  z.object({ type: z.literal('templates_changed'), data: z.object({}) }),
  /** A campaign was created, changed or moved on; while it sends, its progress (at most every commit of the projector). */
  z.object({ type: z.literal('campaign_progress'), data: campaignSendProgress }),
  /** Some of the campaign's e-mails were deferred to a later time, or e-mails that waited moved on (GET /api/campaigns/{id}/deferrals changed). */
  z.object({ type: z.literal('campaign_deferrals'), data: z.object({ campaignId: z.string() }) }),
]);
export type LiveUpdate = z.infer<typeof liveUpdate>;
export type LiveUpdateType = LiveUpdate['type'];
export type LiveUpdateData<T extends LiveUpdateType> = Extract<LiveUpdate, { type: T }>['data'];

/** The bus subjects below this prefix are pushed to browsers. */
export const LIVE_UPDATE_SUBJECT_PREFIX = 'push';

/** A live update as the projector publishes it on the bus: `push.<type>` and the message's data. */
export type LiveUpdateNotification = {
  [T in LiveUpdateType]: { subject: `${typeof LIVE_UPDATE_SUBJECT_PREFIX}.${T}`; data: LiveUpdateData<T> };
}[LiveUpdateType];

/** The bus notification of a live update; its data must have the message's shape. */
export function liveUpdateNotification<T extends LiveUpdateType>(type: T, data: LiveUpdateData<T>) {
  return { subject: `${LIVE_UPDATE_SUBJECT_PREFIX}.${type}`, data } as Extract<LiveUpdateNotification, { subject: `push.${T}` }>;
}
