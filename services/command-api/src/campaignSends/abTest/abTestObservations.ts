import type { AbTestMetric } from '@outreach/contracts';
import { campaignMessageId, emailDeliveryStream, emailRepliesStream, type AbVariantObservation, type AudienceRecipient, type EmailDeliveryEvent, type RecordedEvent } from '@outreach/domain';
import type { EventStore } from '@outreach/event-store';
import type { SendOutcome } from '../campaignSendOutcomes.ts';
import type { AbTestGroups } from './abTestSplitRead.ts';

/** Streams read per call. */
const READ_CHUNK = 1_000;

async function readInChunks(store: Pick<EventStore, 'readStreams'>, streamIds: string[]) {
  const all = new Map<string, readonly RecordedEvent[]>();
  for (let start = 0; start < streamIds.length; start += READ_CHUNK) {
    for (const [id, events] of await store.readStreams(streamIds.slice(start, start + READ_CHUNK))) all.set(id, events);
  }
  return all;
}

/** Whether a sent e-mail converted on the metric: answered (EmailReplied), or reported opened or clicked by the tracking. */
async function converted(store: Pick<EventStore, 'readStreams'>, metric: AbTestMetric, sent: { recipient: AudienceRecipient; messageId: string }[]): Promise<Set<string>> {
  if (metric === 'replies') {
    const streams = await readInChunks(store, sent.map((s) => emailRepliesStream(s.messageId)));
    return new Set(sent.filter((s) => (streams.get(emailRepliesStream(s.messageId)) ?? []).some((e) => e.type === 'EmailReplied')).map((s) => s.messageId));
  }
  const kind = metric === 'opens' ? 'opened' : 'clicked';
  const streams = await readInChunks(store, [...new Set(sent.map((s) => emailDeliveryStream(s.recipient.email)))]);
  return new Set(
    sent
      .filter((s) =>
        (streams.get(emailDeliveryStream(s.recipient.email)) ?? []).some((e) => {
          const data = e.data as EmailDeliveryEvent['data'];
          return e.type === 'EmailDeliveryReported' && data.kind === kind && data.messageId === s.messageId;
        }),
      )
      .map((s) => s.messageId),
  );
}

/**
 * What each variant's test recipients did by now: the e-mails sent, and how many of those
 * converted on the campaign's metric (replied; opened or clicked when that tracking is on).
 */
export async function observeAbTest(
  store: Pick<EventStore, 'readStreams'>,
  campaignId: string,
  keys: readonly AbVariantObservation['variant'][],
  groups: AbTestGroups,
  outcomes: ReadonlyMap<string, SendOutcome>,
  metric: AbTestMetric,
): Promise<AbVariantObservation[]> {
  const observed: AbVariantObservation[] = [];
  for (const variant of keys) {
    const sent = (groups.variants.get(variant) ?? []).map((recipient) => ({ recipient, messageId: campaignMessageId(campaignId, recipient.contactId) })).filter((s) => outcomes.get(s.messageId)?.kind === 'sent');
    observed.push({ variant, sent: sent.length, conversions: (await converted(store, metric, sent)).size });
  }
  return observed;
}
