import type { DomainEvent } from '../kit/events.ts';
import type { ContactFields } from './contactFields.ts';
import { requireContact, type ContactState } from './contactState.ts';

export type UpdateContact = { type: 'UpdateContact'; contactId: string; changes: Partial<ContactFields> };
export type ContactUpdated = DomainEvent<
  'ContactUpdated',
  { contactId: string; changes: Partial<ContactFields>; previous: Partial<ContactFields> }
>;

/** Edit fields; only real changes are recorded, each beside its previous value. */
export function updateContact(command: UpdateContact, state: ContactState): ContactUpdated[] {
  requireContact(state);
  const changes: Partial<ContactFields> = {};
  const previous: Partial<ContactFields> = {};
  for (const key of Object.keys(command.changes) as (keyof ContactFields)[]) {
    const value = command.changes[key];
    if (value === undefined || value === state.fields[key]) continue;
    (changes as Record<string, unknown>)[key] = value;
    (previous as Record<string, unknown>)[key] = state.fields[key];
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'ContactUpdated', data: { contactId: command.contactId, changes, previous } }];
}
