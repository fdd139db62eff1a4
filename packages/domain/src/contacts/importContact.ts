import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { ContactFields } from './contactFields.ts';
import type { ContactState, ContactStatus } from './contactState.ts';

export type ImportSource = 'csv' | 'rental-page' | 'production' | 'demo' | 'manual';

export interface ImportOrigin {
  source: ImportSource;
  importId: string | null;
  stagedAgentId: string | null;
}

/**
 * A new contact from an import (CSV, rental page, production transfer, demo data).
 * `phoneSharedWith`: another contact already holds its mobile phone (a different agent, by e-mail).
 */
export type ImportContact = {
  type: 'ImportContact';
  contactId: string;
  fields: ContactFields;
  status: ContactStatus;
  origin: ImportOrigin;
  phoneSharedWith?: string;
};
/** An import matched an existing contact (by e-mail, else phone): its figures are merged in. */
export type MergeImportedContact = { type: 'MergeImportedContact'; contactId: string; fields: ContactFields; origin: ImportOrigin };

export type ContactImported = DomainEvent<
  'ContactImported',
  { contactId: string; fields: ContactFields; status: ContactStatus; phoneSharedWith?: string } & ImportOrigin
>;
export type ContactMerged = DomainEvent<'ContactMerged', { contactId: string; fields: ContactFields } & ImportOrigin>;

export function importContact(command: ImportContact, state: ContactState): ContactImported[] {
  if (state.exists) throw conflict('This contact already exists');
  const shared = command.phoneSharedWith ? { phoneSharedWith: command.phoneSharedWith } : {};
  return [{ type: 'ContactImported', data: { contactId: command.contactId, fields: command.fields, status: command.status, ...command.origin, ...shared } }];
}

/**
 * The merge is decided without the contact's current state: the holder of the e-mail or phone
 * reservation exists by construction, and `mergeFields` in evolve (and the projection) fills
 * blanks and takes newer counts the same way whenever it is replayed.
 */
export function mergeImportedContact(command: MergeImportedContact): ContactMerged[] {
  return [{ type: 'ContactMerged', data: { contactId: command.contactId, fields: command.fields, ...command.origin } }];
}
