import { notFound } from '../kit/errors.ts';
import { EMPTY_FIELDS, type ContactFields } from './contactFields.ts';

export type ContactStatus = 'active' | 'inactive' | 'unsubscribed';
export const CONTACT_STATUSES: readonly ContactStatus[] = ['active', 'inactive', 'unsubscribed'];

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
