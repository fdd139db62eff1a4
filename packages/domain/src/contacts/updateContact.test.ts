import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { contact } from './contact.ts';
import { CONTACT_ID, contactImported } from './contactFixtures.ts';

const edit = (changes: object, status?: 'active' | 'inactive' | 'unsubscribed') => ({
  type: 'UpdateContact' as const,
  contactId: CONTACT_ID,
  changes,
  ...(status ? { status } : {}),
});

describe('UpdateContact', () => {
  it('records the fields that really change, each beside its previous value', () => {
    expect(given(contact, [contactImported]).when(edit({ city: 'Austin', listingCount: 9, email: 'a@b.co' })).run()).toEqual([
      { type: 'ContactUpdated', data: { contactId: CONTACT_ID, changes: { city: 'Austin', listingCount: 9 }, previous: { city: null, listingCount: 7 } } },
    ]);
  });

  it('records a field emptied, and skips fields the edit leaves out', () => {
    expect(given(contact, [contactImported]).when(edit({ phone: null, city: undefined })).run()).toEqual([
      { type: 'ContactUpdated', data: { contactId: CONTACT_ID, changes: { phone: null }, previous: { phone: '+15125550142' } } },
    ]);
  });

  it('records fields and a status as one event, a status alone as a status change', () => {
    expect(given(contact, [contactImported]).when(edit({ notes: 'Call back' }, 'inactive')).run()).toEqual([
      {
        type: 'ContactUpdated',
        data: { contactId: CONTACT_ID, changes: { notes: 'Call back' }, previous: { notes: null }, status: 'inactive', previousStatus: 'active' },
      },
    ]);
    expect(given(contact, [contactImported]).when(edit({ city: null }, 'unsubscribed')).run()).toEqual([
      { type: 'ContactStatusChanged', data: { contactId: CONTACT_ID, status: 'unsubscribed', previousStatus: 'active' } },
    ]);
  });

  it('records nothing for an edit that changes nothing', () => {
    expect(given(contact, [contactImported]).when(edit({ email: 'a@b.co', listingCount: 7 }, 'active')).run()).toEqual([]);
    expect(given(contact, [contactImported]).when(edit({})).run()).toEqual([]);
  });

  it('folds the edit into the contact: fields replaced as given, the status moved', () => {
    const events = given(contact, [contactImported]).when(edit({ phone: null, company: 'Compass' }, 'inactive')).run();
    expect(given(contact, [contactImported, ...events]).state).toMatchObject({
      status: 'inactive',
      fields: { email: 'a@b.co', phone: null, company: 'Compass', listingCount: 7 },
    });
  });

  it('refuses a contact that does not exist', () => {
    expect(given(contact, []).when(edit({ city: 'Austin' })).error()).toMatchObject({ code: 'not_found', message: 'Contact not found' });
  });
});
