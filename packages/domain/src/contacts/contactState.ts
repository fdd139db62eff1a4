import type { ContactStatus } from '@outreach/contracts';
import { notFound } from '../kit/errors.ts';
import { EMPTY_FIELDS, type ContactFields } from './contactFields.ts';

/** The statuses are listed once, in the wire contract (CONTACT_STATUSES in @outreach/contracts). */
export type { ContactStatus };

export interface ContactState {
  exists: boolean;
  contactId: string | undefined;
  status: ContactStatus;
  fields: ContactFields;
}

export const initialContactState: ContactState = { exists: false, contactId: undefined, status: 'active', fields: EMPTY_FIELDS };

export function requireContact(state: ContactState): void {
  if (!state.exists) throw notFound('Contact not found');
}
