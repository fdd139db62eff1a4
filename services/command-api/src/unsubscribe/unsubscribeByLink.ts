import { type Actor, type Position } from '@outreach/domain';
import { processContext, type Runtime, type UnsubscribeTarget } from '@outreach/server-kit';
import { loadContact, runContactCommand } from '../contacts/contactCommands.ts';

export const UNSUBSCRIBE_LINK_ACTOR: Actor = { kind: 'webhook', source: 'unsubscribe-link' };

/** Where the recipient unsubscribed: the page the link opens, or their mail client's one-click button (RFC 8058). */
export type UnsubscribeSource = 'page' | 'one-click';

export type UnsubscribeOutcome =
  | { kind: 'unsubscribed'; email: string | null; position: Position | undefined }
  | { kind: 'already'; email: string | null }
  | { kind: 'unknown' };

/**
 * The recipient of a genuine link is unsubscribed at once: one ContactStatusChanged, with where it
 * happened and from which campaign's mail as its reason. Unsubscribing again records nothing.
 */
export async function unsubscribeByLink(runtime: Runtime, target: UnsubscribeTarget, source: UnsubscribeSource, requestId: string): Promise<UnsubscribeOutcome> {
  const contact = await loadContact(runtime, target.contactId);
  if (!contact.exists) return { kind: 'unknown' };
  const email = contact.fields.email;
  if (contact.status === 'unsubscribed') return { kind: 'already', email };
  const where = source === 'one-click' ? 'with the one-click unsubscribe of their mail client' : 'on the unsubscribe page of an e-mail link';
  const reason = `The recipient unsubscribed ${where}${target.campaignId ? ` (campaign ${target.campaignId})` : ''}`;
  const context = processContext(runtime.clock, UNSUBSCRIBE_LINK_ACTOR, { requestId, reason });
  const result = await runContactCommand(runtime, { type: 'SetContactStatus', contactId: target.contactId, status: 'unsubscribed' }, context);
  return { kind: 'unsubscribed', email, position: result.position };
}
