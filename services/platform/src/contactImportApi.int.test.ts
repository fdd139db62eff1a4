import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BATCH_ROWS } from '@outreach/command-api/contactImports/runImport.ts';
import { platformFixture } from './platformFixture.ts';

let fx: Awaited<ReturnType<typeof platformFixture>>;
let cookie: string;

beforeAll(async () => {
  fx = await platformFixture('contact_import_api');
  cookie = (await fx.signIn()).cookie;
});
afterAll(async () => {
  await fx.close();
});

const upload = (csv: string, name = 'agents.csv') =>
  fx.app.inject({ method: 'POST', url: '/api/contact-imports', headers: { cookie, 'content-type': 'text/csv', 'x-file-name': name }, payload: csv });

async function finished(importId: string) {
  for (let i = 0; i < 200; i++) {
    const progress = (await fx.app.inject({ method: 'GET', url: `/api/contact-imports/${importId}`, headers: { cookie } })).json();
    if (progress.status === 'completed' || progress.status === 'failed') return progress;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

const CSV = [
  'First Name,Last Name,E-mail,Mobile,Brokerage,City,State,Listings,Notes',
  'Ana,Ruiz,ana@example.com,(512) 555-0142,Compass,Austin,tx,55,"Met at the ""open house"", Austin"',
  'Bo,Lee,not-an-email,,RE/MAX,Dallas,TX,3,',
  'Cy,Day,,512-555-0199,,Houston,TX,lots,',
  'Dee,Fox,ANA@example.com,,Keller Williams,Austin,TX,60,',
  'Eve,Gray,,,,,,,',
  'Fay,Hill,fay@example.com,5125550177,eXp Realty,Plano,TX,21,"line one',
  'line two"',
].join('\r\n');

describe('CSV import of contacts', () => {
  it('uploads, suggests a mapping, imports with live progress, merges duplicates and lists each rejection with its reason', async () => {
    const res = await upload(CSV);
    expect(res.statusCode, res.body).toBe(201);
    const uploaded = res.json();
    expect(uploaded.columns).toEqual(['First Name', 'Last Name', 'E-mail', 'Mobile', 'Brokerage', 'City', 'State', 'Listings', 'Notes']);
    expect(uploaded.sampleRows[0]).toEqual(['Ana', 'Ruiz', 'ana@example.com', '(512) 555-0142', 'Compass', 'Austin', 'tx', '55', 'Met at the "open house", Austin']);
    expect(uploaded.suggestedMapping).toMatchObject({ 'First Name': 'firstName', 'E-mail': 'email', Mobile: 'phone', Brokerage: 'company', Listings: 'listingCount' });

    const started = await fx.app.inject({ method: 'POST', url: `/api/contact-imports/${uploaded.importId}/start`, headers: { cookie }, payload: { mapping: uploaded.suggestedMapping } });
    expect(started.statusCode, started.body).toBe(202);
    const done = await finished(uploaded.importId);
    expect(done).toMatchObject({ status: 'completed', processed: 6, imported: 2, merged: 1, rejected: 3, fileName: 'agents.csv' });

    const rejections = (await fx.app.inject({ method: 'GET', url: `/api/contact-imports/${uploaded.importId}/rejections`, headers: { cookie } })).json();
    expect(rejections.map((r: { line: number; reason: string }) => [r.line, r.reason])).toEqual([
      [3, 'Invalid email address: not-an-email'],
      [4, 'Listings must be a whole number from 0 to 100000'],
      [6, 'An email address or a mobile phone is required'],
    ]);
    const csv = await fx.app.inject({ method: 'GET', url: `/api/contact-imports/${uploaded.importId}/rejections?format=csv`, headers: { cookie } });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="agents-rejected.csv"');
    expect(csv.body.split('\n')[0]).toBe('Line,Reason,First Name,Last Name,E-mail,Mobile,Brokerage,City,State,Listings,Notes');

    const ana = (await fx.app.inject({ method: 'GET', url: '/api/contacts?search=ana@example', headers: { cookie } })).json();
    expect(ana.total).toBe(1);
    expect(ana.contacts[0]).toMatchObject({ phone: '+15125550142', state: 'TX', company: 'Compass', listingCount: 60, performanceTier: 'elite', notes: 'Met at the "open house", Austin' });
    const fay = (await fx.app.inject({ method: 'GET', url: '/api/contacts?search=fay@', headers: { cookie } })).json();
    expect(fay.contacts[0].notes).toBe('line one\r\nline two');
  });

  it('a bad cell rejects its row with the reason; every good row of the file is imported', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => {
      const n = i + 1;
      const city = n === 901 ? 'Aus\u0000tin' : n === 1100 ? 'x\u0001\u001b[31mred' : 'Austin';
      return `Agent,Number${n},agent${n}@badcells.example,${city},TX,${n % 40}`;
    });
    const res = await upload(['First Name,Last Name,E-mail,City,State,Listings', ...rows].join('\n'), 'bad-cells.csv');
    expect(res.statusCode, res.body).toBe(201);
    const { importId, suggestedMapping } = res.json();
    const started = await fx.app.inject({ method: 'POST', url: `/api/contact-imports/${importId}/start`, headers: { cookie }, payload: { mapping: suggestedMapping } });
    expect(started.statusCode, started.body).toBe(202);
    expect(await finished(importId)).toMatchObject({ status: 'completed', processed: 1200, imported: 1198, rejected: 2 });
    const rejections = (await fx.app.inject({ method: 'GET', url: `/api/contact-imports/${importId}/rejections`, headers: { cookie } })).json();
    expect(rejections.map((r: { line: number; reason: string; row: Record<string, string> }) => [r.line, r.reason, r.row.City])).toEqual([
      [902, 'City contains a control character', 'Aus\uFFFDtin'],
      [1101, 'City contains a control character', 'x\uFFFD\uFFFD[31mred'],
    ]);
    const csv = await fx.app.inject({ method: 'GET', url: `/api/contact-imports/${importId}/rejections?format=csv`, headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('City contains a control character');
  });

  it('an agent met again in a later batch of rows merges into the contact an earlier batch created', async () => {
    // The second batch repeats the first (e-mails in other letter cases): each batch's reservations are read while the one before is appended.
    const rows = Array.from({ length: 2 * IMPORT_BATCH_ROWS }, (_, i) => {
      const n = (i % IMPORT_BATCH_ROWS) + 1;
      const first = i < IMPORT_BATCH_ROWS;
      return `Agent,Again${n},${first ? `again${n}@batches.example` : `AGAIN${n}@Batches.example`},Austin,TX,${first ? 3 : 30}`;
    });
    const res = await upload(['First Name,Last Name,E-mail,City,State,Listings', ...rows].join('\n'), 'again.csv');
    expect(res.statusCode, res.body).toBe(201);
    const { importId, suggestedMapping } = res.json();
    const started = await fx.app.inject({ method: 'POST', url: `/api/contact-imports/${importId}/start`, headers: { cookie }, payload: { mapping: suggestedMapping } });
    expect(started.statusCode, started.body).toBe(202);
    expect(await finished(importId)).toMatchObject({ status: 'completed', processed: 2 * IMPORT_BATCH_ROWS, imported: IMPORT_BATCH_ROWS, merged: IMPORT_BATCH_ROWS, rejected: 0 });
    // The contacts read model follows on its own: wait until it shows the merge.
    let found = { total: 0, contacts: [] as { email: string; listingCount: number }[] };
    for (let i = 0; i < 200 && found.contacts[0]?.listingCount !== 30; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 50));
      found = (await fx.app.inject({ method: 'GET', url: '/api/contacts?search=again250@batches', headers: { cookie } })).json();
    }
    expect(found.total).toBe(1);
    expect(found.contacts[0]).toMatchObject({ email: 'again250@batches.example', listingCount: 30 });
  });

  it('a header with a NUL is refused with 400 and nothing is kept', async () => {
    const res = await upload('First Name,E\u0000mail\nAna,ana@example.com\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Column 2 of the header contains a control character');
  });

  it('starting twice, a bad mapping, an unknown import, an empty or non-CSV file answer clear errors', async () => {
    const uploaded = (await upload('Email,Name\na@b.co,A\n')).json();
    const start = (mapping: unknown) => fx.app.inject({ method: 'POST', url: `/api/contact-imports/${uploaded.importId}/start`, headers: { cookie }, payload: { mapping } });
    expect((await start({ Name: 'firstName' })).json().message).toBe('Map at least an email or a phone column');
    expect((await start({ Nope: 'email' })).json().message).toBe('The file has no column named Nope');
    expect((await start({ Email: 'email' })).statusCode).toBe(202);
    const again = await start({ Email: 'email' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This import has already been started');
    expect((await fx.app.inject({ method: 'GET', url: '/api/contact-imports/00000000-0000-4000-8000-000000000000', headers: { cookie } })).statusCode).toBe(404);
    const empty = await upload('');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'The file is empty']);
    const broken = await upload('"Email,Name\na@b.co');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The file is not a valid CSV file: /);
    const json = await fx.app.inject({ method: 'POST', url: '/api/contact-imports', headers: { cookie, 'content-type': 'application/json' }, payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
    await finished(uploaded.importId);
  });
});
