import { contactEmailStream, contactImportStream, contactPhoneStream, contactStream, EMPTY_FIELDS } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { commandApiSpec, expectProblem, requestMetadata, type NewEvent } from '../commandApiSpec.ts';

const api = commandApiSpec('imports');

const ANA = '40000000-0000-4000-8000-00000000000a';
const ANA_PHONE = '+15125550142';

/** The event that ended a CSV import (the background worker's), once it is there. */
async function importEnd(importId: string) {
  for (let i = 0; i < 600; i++) {
    for await (const event of api.runtime().eventStore.readStream(contactImportStream(importId))) {
      if (event.type === 'ContactImportCompleted' || event.type === 'ContactImportFailed') return event;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not end');
}

const ofType = (events: NewEvent[], type: string) => events.filter((e) => e.type === type);

describe('imports', () => {
  it('the rental page: a held e-mail merges, a phone without an e-mail merges, a new e-mail with a held phone is a new contact sharing it', async () => {
    await api.given(contactStream(ANA), [
      { type: 'ContactImported', data: { contactId: ANA, fields: { ...EMPTY_FIELDS, email: 'ana@b.co', phone: ANA_PHONE }, status: 'active', source: 'csv', importId: null, stagedAgentId: null } },
    ]);
    await api.given(contactEmailStream('ana@b.co'), [{ type: 'ValueReserved', data: { value: 'ana@b.co', ownerId: ANA } }]);
    await api.given(contactPhoneStream(ANA_PHONE), [{ type: 'ValueReserved', data: { value: ANA_PHONE, ownerId: ANA } }]);
    const answer = await api.when({
      method: 'POST',
      url: '/api/contacts/bulk-import',
      payload: {
        contacts: [
          { email: 'ANA@b.co', city: 'Austin', totalListingsForRent: 3 },
          { mobilePhone: '(512) 555-0142', zipCode: '78701' },
          { email: 'partner@b.co', mobilePhone: '512-555-0142', firstName: 'Pat' },
          { email: 'new@b.co', firstName: 'Nia' },
          { email: 'not an e-mail' },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ imported: 2, merged: 2, rejected: 1 });
    const metadata = requestMetadata(api.actor());
    const merges = ofType(answer.events, 'ContactMerged');
    expect(merges.map((e) => [e.streamId, (e.data as { fields: object }).fields])).toEqual([
      [contactStream(ANA), expect.objectContaining({ email: 'ana@b.co', city: 'Austin' })],
      [contactStream(ANA), expect.objectContaining({ email: null, phone: ANA_PHONE, zipCode: '78701' })],
    ]);
    const created = ofType(answer.events, 'ContactImported').map((e) => e.data as { contactId: string; fields: { email: string }; phoneSharedWith?: string; source: string });
    expect(created.map((d) => [d.fields.email, d.phoneSharedWith, d.source])).toEqual([
      ['partner@b.co', ANA, 'rental-page'],
      ['new@b.co', undefined, 'rental-page'],
    ]);
    // The new contacts claim their e-mails; the shared phone stays Ana's.
    expect(ofType(answer.events, 'ValueReserved').map((e) => e.streamId)).toEqual([contactEmailStream('partner@b.co'), contactEmailStream('new@b.co')]);
    for (const event of answer.events) expect(event.metadata).toEqual(metadata);
  });

  it('refuses an empty rental page', async () => {
    expectProblem(await api.when({ method: 'POST', url: '/api/contacts/bulk-import', payload: { contacts: [] } }), 400, /No contacts to import/);
  });

  it('a CSV file: uploaded and recorded with its columns and size, then started with a mapping (the rows are imported by the background worker)', async () => {
    const csv = 'Email,Mobile,First Name,Listings\nlee@b.co,512-555-0150,Lee,12\nbad-email,,Bo,3\n,512-555-0151,Kim,\n';
    const uploaded = await api.when({ method: 'POST', url: '/api/contact-imports', headers: { 'content-type': 'text/csv', 'x-file-name': 'agents.csv' }, payload: csv });
    expect(uploaded.status).toBe(201);
    const importId = uploaded.body!.importId as string;
    expect(uploaded.events).toEqual([
      {
        streamId: contactImportStream(importId),
        type: 'ContactImportUploaded',
        data: { importId, fileName: 'agents.csv', columns: ['Email', 'Mobile', 'First Name', 'Listings'], bytes: Buffer.byteLength(csv) },
        metadata: requestMetadata(api.actor()),
      },
    ]);
    const mapping = { Email: 'email', Mobile: 'mobilePhone', 'First Name': 'firstName', Listings: 'listingCount' };
    const started = await api.when({ method: 'POST', url: `/api/contact-imports/${importId}/start`, payload: { mapping } });
    expect(started.status).toBe(202);
    expect(started.events[0]).toEqual({ streamId: contactImportStream(importId), type: 'ContactImportStarted', data: { importId, mapping }, metadata: requestMetadata(api.actor()) });
    // The import worker goes on by itself; its end is awaited so that no later request sees its events.
    const ended = await importEnd(importId);
    expect(ended).toMatchObject({ type: 'ContactImportCompleted', data: { processed: 3, imported: 2, rejected: 1 } });
  });

  it('refuses an empty file and a file without a header, keeping nothing', async () => {
    expectProblem(await api.when({ method: 'POST', url: '/api/contact-imports', headers: { 'content-type': 'text/csv' }, payload: '' }), 400, 'The file is empty');
    expectProblem(await api.when({ method: 'POST', url: '/api/contact-imports', headers: { 'content-type': 'text/csv' }, payload: ',,\n' }), 400, 'The file has no header row');
  });
});
