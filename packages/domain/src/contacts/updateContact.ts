import type { DomainEvent } from '../kit/events.ts';
import type { ContactFields } from './contactFields.ts';
import type { ContactStatusChanged } from './setContactStatus.ts';
import { requireContact, type ContactState, type ContactStatus } from './contactState.ts';

/** One edit of a contact (a PUT): any fields, and the status. */
export type UpdateContact = { type: 'UpdateContact'; contactId: string; changes: Partial<ContactFields>; status?: ContactStatus };
export type ContactUpdated = DomainEvent<
  'ContactUpdated',
  {
    contactId: string;
    changes: Partial<ContactFields>;
    previous: Partial<ContactFields>;
    /** Present when the same edit also changed the status (recorded since edits became one event). */
    status?: ContactStatus;
    previousStatus?: ContactStatus;
  }
>;

/**
 * One edit is one event: only real changes are recorded, each beside its previous value; a status
 * change alone is ContactStatusChanged, fields (with or without the status) ContactUpdated.
 */
export function updateContact(command: UpdateContact, state: ContactState): (ContactUpdated | ContactStatusChanged)[] {
  requireContact(state);
  const statusChanges = command.status !== undefined && command.status !== state.status;
  const changes: Partial<ContactFields> = {};
  const previous: Partial<ContactFields> = {};
  for (const key of Object.keys(command.changes) as (keyof ContactFields)[]) {
    const value = command.changes[key];
    if (value === undefined || value === state.fields[key]) continue;
    (changes as Record<string, unknown>)[key] = value;
    (previous as Record<string, unknown>)[key] = state.fields[key];
  }
  if (Object.keys(changes).length === 0) {
    if (!statusChanges) return [];
    return [{ type: 'ContactStatusChanged', data: { contactId: command.contactId, status: command.status!, previousStatus: state.status } }];
  }
  const status = statusChanges ? { status: command.status!, previousStatus: state.status } : {};
  return [{ type: 'ContactUpdated', data: { contactId: command.contactId, changes, previous, ...status } }];
}
