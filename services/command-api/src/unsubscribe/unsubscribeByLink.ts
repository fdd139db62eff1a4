import type { Actor } from '@outreach/domain';
import type { Runtime, UnsubscribeTarget } from '@outreach/server-kit';
import { unsubscribeContact, type UnsubscribeOutcome } from './unsubscribeContact.ts';

export type { UnsubscribeOutcome } from './unsubscribeContact.ts';

export const UNSUBSCRIBE_LINK_ACTOR: Actor = { kind: 'webhook', source: 'unsubscribe-link' };

/** Where the recipient unsubscribed: the page the link opens, or their mail client's one-click button (RFC 8058). */
export type UnsubscribeSource = 'page' | 'one-click';

/**
 * The recipient of a genuine link is unsubscribed at once: one ContactStatusChanged, with where it
 * happened and from which campaign's mail as its reason. Unsubscribing again records nothing.
 */
export function unsubscribeByLink(runtime: Runtime, target: UnsubscribeTarget, source: UnsubscribeSource, requestId: string): Promise<UnsubscribeOutcome> {
  const where = source === 'one-click' ? 'with the one-click unsubscribe of their mail client' : 'on the unsubscribe page of an e-mail link';
  const reason = `The recipient unsubscribed ${where}${target.campaignId ? ` (campaign ${target.campaignId})` : ''}`;
  return unsubscribeContact(runtime, target.contactId, { actor: UNSUBSCRIBE_LINK_ACTOR, reason, requestId });
}
