import { contactEmailStream, contactPhoneStream, contactStream, EMPTY_FIELDS, reservationKey } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { commandApiSpec, expectProblem, requestMetadata, SPEC_NOW } from '../commandApiSpec.ts';

const api = commandApiSpec('contacts');

const ANA = '10000000-0000-4000-8000-00000000000a';
const BOB = '10000000-0000-4000-8000-00000000000b';
const NOBODY = '10000000-0000-4000-8000-0000000000ff';
const PHONE = '+15125550142';

/** A contact as an import leaves it: its stream and the reservations of its e-mail and phone. */
async function givenContact(contactId: string, email: string, phone: string | null) {
  await api.given(contactStream(contactId), [
    { type: 'ContactImported', data: { contactId, fields: { ...EMPTY_FIELDS, email, phone, listingCount: 7 }, status: 'active', source: 'csv', importId: null, stagedAgentId: null } },
  ]);
  await api.given(contactEmailStream(reservationKey(email)), [{ type: 'ValueReserved', data: { value: email, ownerId: contactId } }]);
  if (phone) await api.given(contactPhoneStream(phone), [{ type: 'ValueReserved', data: { value: phone, ownerId: contactId } }]);
}

describe('contact commands', () => {
  it('an edit of fields and status is one event, with who, when, why and the request’s correlation id; a new e-mail moves its reservation', async () => {
    await givenContact(ANA, 'ana@b.co', PHONE);
    const answer = await api.when({
      method: 'PUT',
      url: `/api/contacts/${ANA}`,
      headers: { 'x-correlation-id': 'corr-edit-ana-1' },
      payload: { status: 'inactive', city: ' Austin ', email: 'Ana.Lopez@B.co', reason: 'Moved brokerages' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: ANA, status: 'inactive', city: 'Austin', email: 'ana.lopez@b.co', position: answer.headers['x-event-position'] });
    const metadata = requestMetadata(api.actor(), { reason: 'Moved brokerages', correlationId: 'corr-edit-ana-1' });
    expect(answer.events).toEqual([
      { streamId: contactEmailStream('ana.lopez@b.co'), type: 'ValueReserved', data: { value: 'ana.lopez@b.co', ownerId: ANA }, metadata },
      {
        streamId: contactStream(ANA),
        type: 'ContactUpdated',
        data: { contactId: ANA, changes: { city: 'Austin', email: 'ana.lopez@b.co' }, previous: { city: null, email: 'ana@b.co' }, status: 'inactive', previousStatus: 'active' },
        metadata,
      },
      { streamId: contactEmailStream('ana@b.co'), type: 'ValueReleased', data: { value: 'ana@b.co', ownerId: ANA }, metadata },
    ]);
  });

  it('a status alone is a status change; the same status again records nothing', async () => {
    await givenContact(BOB, 'bob@b.co', null);
    const changed = await api.when({ method: 'PUT', url: `/api/contacts/${BOB}`, payload: { status: 'unsubscribed' } });
    expect(changed.events).toEqual([
      { streamId: contactStream(BOB), type: 'ContactStatusChanged', data: { contactId: BOB, status: 'unsubscribed', previousStatus: 'active' }, metadata: requestMetadata(api.actor()) },
    ]);
    const again = await api.when({ method: 'PUT', url: `/api/contacts/${BOB}`, payload: { status: 'unsubscribed' } });
    expect(again.status).toBe(200);
    expect(again.events).toEqual([]);
  });

  it('refuses an e-mail another contact holds (409), a contact that does not exist (404) and a status it does not know (400)', async () => {
    await givenContact('10000000-0000-4000-8000-00000000000c', 'cy@b.co', null);
    await givenContact('10000000-0000-4000-8000-00000000000d', 'dee@b.co', null);
    expectProblem(
      await api.when({ method: 'PUT', url: '/api/contacts/10000000-0000-4000-8000-00000000000c', payload: { email: 'DEE@b.co' } }),
      409,
      'Another contact already has this email address',
    );
    expectProblem(await api.when({ method: 'PUT', url: `/api/contacts/${NOBODY}`, payload: { city: 'Austin' } }), 404, 'Contact not found');
    expectProblem(await api.when({ method: 'PUT', url: `/api/contacts/${ANA}`, payload: { status: 'archived' } }), 400, /Status must be active, inactive or unsubscribed/);
  });

  it('logs a call to the contact’s mobile phone at the clock’s time, and answers it', async () => {
    await givenContact('10000000-0000-4000-8000-0000000000e1', 'eve@b.co', '+15125550150');
    const answer = await api.when({
      method: 'POST',
      url: '/api/call-logs',
      payload: { contactId: '10000000-0000-4000-8000-0000000000e1', callStatus: 'connected', outcome: 'trial', notes: ' Starts Monday ', followUpRequired: true, followUpDate: '2026-01-12' },
    });
    expect(answer.status).toBe(201);
    const [event] = answer.events;
    expect(answer.events).toHaveLength(1);
    expect(event).toEqual({
      streamId: contactStream('10000000-0000-4000-8000-0000000000e1'),
      type: 'CallLogged',
      data: {
        contactId: '10000000-0000-4000-8000-0000000000e1',
        callId: answer.body!.id,
        phoneNumber: '+15125550150',
        callStatus: 'connected',
        outcome: 'trial',
        notes: 'Starts Monday',
        followUpRequired: true,
        followUpDate: '2026-01-12',
        calledAt: SPEC_NOW,
      },
      metadata: requestMetadata(api.actor()),
    });
  });

  it('refuses an outcome for a call that did not connect, and a call to a contact that does not exist', async () => {
    expectProblem(
      await api.when({ method: 'POST', url: '/api/call-logs', payload: { contactId: ANA, callStatus: 'voicemail', outcome: 'trial' } }),
      400,
      /An outcome is only recorded for connected calls/,
    );
    expectProblem(await api.when({ method: 'POST', url: '/api/call-logs', payload: { contactId: NOBODY, callStatus: 'busy' } }), 404, 'Contact not found');
  });

  it('marks an e-mail as sent', async () => {
    const answer = await api.when({ method: 'POST', url: `/api/contacts/${ANA}/mark-communication`, payload: { type: 'email' } });
    expect(answer.status).toBe(200);
    expect(answer.events).toEqual([
      { streamId: contactStream(ANA), type: 'CommunicationMarked', data: { contactId: ANA, channel: 'email', at: SPEC_NOW }, metadata: requestMetadata(api.actor()) },
    ]);
  });
});
