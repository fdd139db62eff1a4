import { EMPTY_FIELDS } from './contactFields.ts';
import type { ContactImported, ImportOrigin } from './importContact.ts';

/** A contact, imported from a CSV file with an e-mail, a mobile phone and 7 listings: the past of most contact tests. */
export const CONTACT_ID = '22222222-2222-4222-8222-222222222222';
export const csvOrigin: ImportOrigin = { source: 'csv', importId: 'imp-1', stagedAgentId: null };
export const contactImported: ContactImported = {
  type: 'ContactImported',
  data: { contactId: CONTACT_ID, fields: { ...EMPTY_FIELDS, email: 'a@b.co', phone: '+15125550142', listingCount: 7 }, status: 'active', ...csvOrigin },
};
