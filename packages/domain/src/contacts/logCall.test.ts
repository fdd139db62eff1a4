import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { contact } from './contact.ts';
import { CONTACT_ID, contactImported } from './contactFixtures.ts';
import type { LogCall } from './logCall.ts';

const call: LogCall = {
  type: 'LogCall',
  contactId: CONTACT_ID,
  callId: 'call-1',
  phoneNumber: null,
  callStatus: 'connected',
  outcome: 'trial',
  notes: '  Wants the trial  ',
  followUpRequired: true,
  followUpDate: '2026-02-01',
};

describe('LogCall', () => {
  it('records the call at the decision time, to the contact’s mobile phone, with trimmed notes', () => {
    const { run, context } = given(contact, [contactImported]).when(call);
    expect(run()).toEqual([
      {
        type: 'CallLogged',
        data: {
          contactId: CONTACT_ID,
          callId: 'call-1',
          phoneNumber: '+15125550142',
          callStatus: 'connected',
          outcome: 'trial',
          notes: 'Wants the trial',
          followUpRequired: true,
          followUpDate: '2026-02-01',
          calledAt: context.now,
        },
      },
    ]);
  });

  it('keeps the number dialled and the time of a call from history, and no notes for blank ones', () => {
    const [event] = given(contact, [contactImported]).when({ ...call, phoneNumber: '+15125550199', calledAt: '2025-12-01T10:00:00.000Z', notes: '   ' }).run();
    expect(event!.data).toMatchObject({ phoneNumber: '+15125550199', calledAt: '2025-12-01T10:00:00.000Z', notes: null });
  });

  it('changes nothing in the contact’s state', () => {
    const events = given(contact, [contactImported]).when(call).run();
    expect(given(contact, [contactImported, ...events]).state).toEqual(given(contact, [contactImported]).state);
  });

  it.each([
    [{ callStatus: 'voicemail', outcome: 'trial' }, 'An outcome is only recorded for connected calls'],
    [{ callStatus: 'ringing', outcome: null }, 'Please select a call status'],
    [{ outcome: 'maybe' }, 'Unknown outcome'],
    [{ followUpRequired: false }, 'A follow-up date needs the follow-up box ticked'],
  ])('refuses %j: %s', (change, message) => {
    expect(given(contact, [contactImported]).when({ ...call, ...change } as LogCall).error()).toMatchObject({ code: 'invalid', message });
  });

  it('refuses a call to a contact that does not exist', () => {
    expect(given(contact, []).when(call).error()).toMatchObject({ code: 'not_found', message: 'Contact not found' });
  });
});
