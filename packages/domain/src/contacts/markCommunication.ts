import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { requireContact, type ContactState } from './contactState.ts';

export type MarkCommunication = { type: 'MarkCommunication'; contactId: string; channel: 'email' | 'text' };
export type CommunicationMarked = DomainEvent<'CommunicationMarked', { contactId: string; channel: 'email' | 'text'; at: string }>;

/** A caller notes that an e-mail or a text went out to this agent. */
export function markCommunication(command: MarkCommunication, state: ContactState, context: CommandContext): CommunicationMarked[] {
  requireContact(state);
  return [{ type: 'CommunicationMarked', data: { contactId: command.contactId, channel: command.channel, at: context.now } }];
}
