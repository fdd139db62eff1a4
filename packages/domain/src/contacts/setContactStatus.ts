import type { DomainEvent } from '../kit/events.ts';
import { requireContact, type ContactState, type ContactStatus } from './contactState.ts';

export type SetContactStatus = { type: 'SetContactStatus'; contactId: string; status: ContactStatus };
export type ContactStatusChanged = DomainEvent<'ContactStatusChanged', { contactId: string; status: ContactStatus; previousStatus: ContactStatus }>;

/** Any status can be set to any other; setting the current one records nothing. */
export function setContactStatus(command: SetContactStatus, state: ContactState): ContactStatusChanged[] {
  requireContact(state);
  if (command.status === state.status) return [];
  return [{ type: 'ContactStatusChanged', data: { contactId: command.contactId, status: command.status, previousStatus: state.status } }];
}
