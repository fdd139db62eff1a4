import type { Actor, Position } from '@outreach/domain';
import { processContext, type Runtime } from '@outreach/server-kit';
import { loadContact, runContactCommand } from '../contacts/contactCommands.ts';

export type UnsubscribeOutcome =
  | { kind: 'unsubscribed'; email: string | null; position: Position | undefined }
  | { kind: 'already'; email: string | null }
  | { kind: 'unknown' };

/** Who asked for the unsubscribe and why, kept on the ContactStatusChanged it records. */
export interface UnsubscribeRequest {
  actor: Actor;
  /** Where and how the recipient unsubscribed, in words auditors read. */
  reason: string;
  requestId: string;
  /** The event that led to it (a provider's report), when there is one. */
  causationId?: string;
}

/**
 * The recipient asked to get no more mail (a link, a mail client's button, a provider's unsubscribe
 * or spam report): the contact is unsubscribed at once with one ContactStatusChanged carrying the
 * request's actor and reason. A contact already unsubscribed records nothing; an unknown one neither.
 */
export async function unsubscribeContact(runtime: Runtime, contactId: string, request: UnsubscribeRequest): Promise<UnsubscribeOutcome> {
  const contact = await loadContact(runtime, contactId);
  if (!contact.exists) return { kind: 'unknown' };
  const email = contact.fields.email;
  if (contact.status === 'unsubscribed') return { kind: 'already', email };
  const context = processContext(runtime.clock, request.actor, {
    requestId: request.requestId,
    reason: request.reason,
    ...(request.causationId ? { causationId: request.causationId } : {}),
  });
  const result = await runContactCommand(runtime, { type: 'SetContactStatus', contactId, status: 'unsubscribed' }, context);
  return { kind: 'unsubscribed', email, position: result.position };
}
