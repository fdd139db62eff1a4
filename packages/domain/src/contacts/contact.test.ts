import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { contact, type ContactEvent } from './contact.ts';
import { EMPTY_FIELDS } from './contactFields.ts';
import { CONTACT_ID as ID, contactImported as imported, csvOrigin as origin } from './contactFixtures.ts';

describe('contact', () => {
  it('imports a new contact once', () => {
    const { run } = given(contact, []).when({ type: 'ImportContact', contactId: ID, fields: imported.data.fields as never, status: 'active', origin });
    expect(run()).toEqual([imported]);
    expect(given(contact, [imported]).when({ type: 'ImportContact', contactId: ID, fields: EMPTY_FIELDS, status: 'active', origin }).run).toThrow(
      'This contact already exists',
    );
  });

  it('folds a merge with the same rules as the projection', () => {
    const merged: ContactEvent = { type: 'ContactMerged', data: { contactId: ID, fields: { ...EMPTY_FIELDS, city: 'Austin', listingCount: 20 }, ...origin } };
    expect(given(contact, [imported, merged]).state.fields).toMatchObject({ email: 'a@b.co', city: 'Austin', listingCount: 20 });
  });

  it('records only real edits, beside their previous values', () => {
    const { run } = given(contact, [imported]).when({ type: 'UpdateContact', contactId: ID, changes: { city: 'Austin', email: 'a@b.co' } });
    expect(run()).toEqual([{ type: 'ContactUpdated', data: { contactId: ID, changes: { city: 'Austin' }, previous: { city: null } } }]);
    expect(given(contact, [imported]).when({ type: 'UpdateContact', contactId: ID, changes: { email: 'a@b.co' } }).run()).toEqual([]);
  });

  it('records one edit of fields and status as one event, a status alone as a status change', () => {
    const both = given(contact, [imported]).when({ type: 'UpdateContact', contactId: ID, changes: { notes: 'Call back' }, status: 'inactive' });
    expect(both.run()).toEqual([
      { type: 'ContactUpdated', data: { contactId: ID, changes: { notes: 'Call back' }, previous: { notes: null }, status: 'inactive', previousStatus: 'active' } },
    ]);
    const after = given(contact, [imported, ...both.run()]).state;
    expect(after).toMatchObject({ status: 'inactive', fields: { notes: 'Call back' } });
    expect(given(contact, [imported]).when({ type: 'UpdateContact', contactId: ID, changes: {}, status: 'unsubscribed' }).run()).toEqual([
      { type: 'ContactStatusChanged', data: { contactId: ID, status: 'unsubscribed', previousStatus: 'active' } },
    ]);
    expect(given(contact, [imported]).when({ type: 'UpdateContact', contactId: ID, changes: { email: 'a@b.co' }, status: 'active' }).run()).toEqual([]);
  });

  it('sets any status from any other, and nothing for the same one', () => {
    expect(given(contact, [imported]).when({ type: 'SetContactStatus', contactId: ID, status: 'unsubscribed' }).run()).toEqual([
      { type: 'ContactStatusChanged', data: { contactId: ID, status: 'unsubscribed', previousStatus: 'active' } },
    ]);
    expect(given(contact, [imported]).when({ type: 'SetContactStatus', contactId: ID, status: 'active' }).run()).toEqual([]);
    expect(given(contact, []).when({ type: 'SetContactStatus', contactId: ID, status: 'active' }).run).toThrow('Contact not found');
  });

  it('logs a call: outcome only when connected, the phone defaults to the contact’s', () => {
    const base = { type: 'LogCall' as const, contactId: ID, callId: 'c1', phoneNumber: null, notes: ' left a message ', followUpRequired: false, followUpDate: null };
    const { run, context } = given(contact, [imported]).when({ ...base, callStatus: 'voicemail', outcome: null });
    expect(run()[0]!.data).toMatchObject({ phoneNumber: '+15125550142', notes: 'left a message', calledAt: context.now });
    expect(given(contact, [imported]).when({ ...base, callStatus: 'voicemail', outcome: 'trial' }).run).toThrow('An outcome is only recorded for connected calls');
    expect(given(contact, [imported]).when({ ...base, callStatus: 'connected', outcome: 'trial', followUpRequired: true, followUpDate: '2026-12-01' }).run()).toHaveLength(1);
    expect(given(contact, [imported]).when({ ...base, callStatus: 'connected', outcome: null, followUpDate: '2026-12-01' }).run).toThrow(
      'A follow-up date needs the follow-up box ticked',
    );
    expect(given(contact, []).when({ ...base, callStatus: 'busy', outcome: null }).run).toThrow('Contact not found');
  });

  it('marks an e-mail or a text as sent at the decision time', () => {
    const { run, context } = given(contact, [imported]).when({ type: 'MarkCommunication', contactId: ID, channel: 'email' });
    expect(run()).toEqual([{ type: 'CommunicationMarked', data: { contactId: ID, channel: 'email', at: context.now } }]);
  });
});
