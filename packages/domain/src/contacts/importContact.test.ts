import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { contact } from './contact.ts';
import { EMPTY_FIELDS } from './contactFields.ts';
import { CONTACT_ID, contactImported, csvOrigin } from './contactFixtures.ts';

const fields = { ...EMPTY_FIELDS, email: 'a@b.co', phone: '+15125550142', listingCount: 7 };
const importIt = { type: 'ImportContact' as const, contactId: CONTACT_ID, fields, status: 'active' as const, origin: csvOrigin };

describe('ImportContact', () => {
  it('records a new contact with its fields, status and origin', () => {
    expect(given(contact, []).when(importIt).run()).toEqual([contactImported]);
  });

  it('records the contact whose mobile phone another contact holds, naming that contact', () => {
    const [event] = given(contact, []).when({ ...importIt, phoneSharedWith: 'other-contact' }).run();
    expect(event).toEqual({ type: 'ContactImported', data: { ...contactImported.data, phoneSharedWith: 'other-contact' } });
  });

  it('keeps the status and origin it is given (a staged agent promoted as unsubscribed)', () => {
    const origin = { source: 'production' as const, importId: null, stagedAgentId: 'batch-1.3' };
    const [event] = given(contact, []).when({ ...importIt, status: 'unsubscribed', origin }).run();
    expect(event!.data).toMatchObject({ status: 'unsubscribed', source: 'production', importId: null, stagedAgentId: 'batch-1.3' });
    expect(given(contact, [event!]).state).toMatchObject({ exists: true, status: 'unsubscribed', fields });
  });

  it('refuses a contact that already exists', () => {
    expect(given(contact, [contactImported]).when(importIt).error()).toMatchObject({ code: 'conflict', message: 'This contact already exists' });
  });
});

describe('MergeImportedContact', () => {
  it('records the incoming fields as they came, whatever the contact holds', () => {
    const incoming = { ...EMPTY_FIELDS, email: 'other@b.co', city: 'Austin', listingCount: 20 };
    expect(given(contact, [contactImported]).when({ type: 'MergeImportedContact', contactId: CONTACT_ID, fields: incoming, origin: csvOrigin }).run()).toEqual([
      { type: 'ContactMerged', data: { contactId: CONTACT_ID, fields: incoming, ...csvOrigin } },
    ]);
  });

  it('folds into blanks filled, newer counts, the identifying e-mail kept', () => {
    const incoming = { ...EMPTY_FIELDS, email: 'other@b.co', city: 'Austin', listingCount: 20 };
    const merged = given(contact, [contactImported]).when({ type: 'MergeImportedContact', contactId: CONTACT_ID, fields: incoming, origin: csvOrigin }).run();
    expect(given(contact, [contactImported, ...merged]).state.fields).toEqual({ ...contactImported.data.fields, city: 'Austin', listingCount: 20 });
  });
});
