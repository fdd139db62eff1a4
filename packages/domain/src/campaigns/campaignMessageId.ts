import { nameBasedId } from '../kit/nameBasedId.ts';

/** Namespace of the name-based (UUIDv5) ids of a campaign send's e-mails. */
const CAMPAIGN_MESSAGE_NAMESPACE = 'c6f1e0b2-5d3a-4b8e-9f27-3a1d8e4c7b90';

/**
 * The id of the e-mail a send gives one contact: the same for the same campaign and contact
 * whoever computes it, so a sender that runs again after a crash finds the e-mails it queued
 * (their streams exist) instead of queueing them twice.
 */
export function campaignMessageId(campaignId: string, contactId: string): string {
  return nameBasedId(`${campaignId}/${contactId}`, CAMPAIGN_MESSAGE_NAMESPACE);
}

/** The event id of that e-mail's EmailQueued: a repeated append of the same queueing is recognised as such. */
export function campaignQueuedEventId(messageId: string): string {
  return nameBasedId(`${messageId}/queued`, CAMPAIGN_MESSAGE_NAMESPACE);
}
