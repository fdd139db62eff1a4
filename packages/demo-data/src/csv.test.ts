import { describe, expect, it } from 'vitest';
import { generateAgents } from './agents.ts';
import { CSV_BAD_ROW_KINDS, CSV_COLUMNS, csvBadRowKind, csvField, generateCsv } from './csv.ts';

/** A tiny RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || record.length > 0) throw new Error('the CSV does not end with CRLF');
  return records;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const digits = (s: string) => s.replace(/\D/g, '');
/** The last ten digits of a North American number written any common way. */
const tenDigits = (s: string) => digits(s).replace(/^1(?=\d{10}$)/, '');

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Weichert, Realtors', '"Weichert, Realtors"'],
    ['Said "hi"', '"Said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
  ])('%j → %j', (value, quoted) => expect(csvField(value)).toBe(quoted));
});

describe('generateCsv', () => {
  it('yields the header line first, then chunks of rows', () => {
    const chunks = [...generateCsv({ rows: 1_200, rowsPerChunk: 500 })];
    expect(chunks[0]).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
    expect(chunks[0]).toBe('First Name,Last Name,Email,Mobile Phone,Office Phone,Company,City,State,Zip,Listings,Rental Listings,Years Experience,Service Areas,Notes\r\n');
    expect(chunks).toHaveLength(1 + 3);
    expect([...generateCsv({ rows: 0 })]).toEqual([chunks[0]]);
  });

  it('is deterministic per seed', () => {
    const text = (seed: number) => [...generateCsv({ rows: 300, seed, badRowEvery: 10 })].join('');
    expect(text(4)).toBe(text(4));
    expect(text(4)).not.toBe(text(5));
  });

  it('round-trips through an RFC 4180 reader, commas, quotes and line breaks included', () => {
    const rows = 3_000;
    const records = parseCsv([...generateCsv({ rows, seed: 11 })].join(''));
    expect(records).toHaveLength(rows + 1);
    expect(records[0]).toEqual([...CSV_COLUMNS]);
    const agents = [...generateAgents({ count: rows, seed: 11 })];
    records.slice(1).forEach((record, i) => {
      const agent = agents[i]!;
      expect(record).toHaveLength(CSV_COLUMNS.length);
      const [first, last, email, mobile, office, company, city, state, zip, listings, rentals, years, areas] = record as string[];
      expect({ first, last, email, company, city, state, zip, listings, rentals, years, areas }).toEqual({
        first: agent.firstName,
        last: agent.lastName,
        email: agent.email,
        company: agent.company,
        city: agent.city,
        state: agent.state,
        zip: agent.zipCode,
        listings: String(agent.listingCount),
        rentals: String(agent.totalListingsForRent),
        years: String(agent.yearsExperience),
        areas: agent.serviceAreas,
      });
      expect(mobile === '' ? null : `+1${tenDigits(mobile!)}`).toBe(agent.mobilePhone);
      expect(office === '' ? null : `+1${tenDigits(office!)}`).toBe(agent.officePhone);
    });
    const fields = records.slice(1).flat();
    expect(fields.some((f) => f.includes(','))).toBe(true);
    expect(fields.some((f) => f.includes('"'))).toBe(true);
    expect(fields.some((f) => f.includes('\n'))).toBe(true);
    expect(fields.some((f) => f.includes("'"))).toBe(true);
  });

  it('makes every Nth row bad, cycling through the kinds, and leaves the others valid', () => {
    const badRowEvery = 7;
    const rows = 400;
    const records = parseCsv([...generateCsv({ rows, seed: 3, badRowEvery })].join('')).slice(1);
    const seen = new Set<string>();
    records.forEach((record, i) => {
      const row = i + 1;
      const [, , email, mobile, office, , , , , listings] = record as string[];
      const kind = csvBadRowKind(row, badRowEvery);
      expect(kind !== null, `row ${row}`).toBe(row % badRowEvery === 0);
      if (kind) {
        seen.add(kind);
        expect(kind).toBe(CSV_BAD_ROW_KINDS[(row / badRowEvery - 1) % 4]);
      }
      const emailValid = EMAIL.test(email!);
      const mobileValid = mobile === '' || tenDigits(mobile!).length === 10;
      const listingsValid = /^\d+$/.test(listings!);
      const hasContact = email !== '' || mobile !== '' || office !== '';
      switch (kind) {
        case 'invalid_email':
          expect(email, `row ${row}`).not.toBe('');
          expect(emailValid, `row ${row}: ${email}`).toBe(false);
          expect([mobileValid, listingsValid]).toEqual([true, true]);
          break;
        case 'short_phone':
          expect(digits(mobile!).length, `row ${row}: ${mobile}`).toBeGreaterThanOrEqual(6);
          expect(digits(mobile!).length, `row ${row}: ${mobile}`).toBeLessThanOrEqual(9);
          expect(office).toBe('');
          expect([emailValid, listingsValid]).toEqual([true, true]);
          break;
        case 'no_email_or_phone':
          expect([email, mobile, office]).toEqual(['', '', '']);
          expect(listingsValid).toBe(true);
          break;
        case 'listings_not_a_number':
          expect(Number.isInteger(Number(listings!.replace(/,/g, ''))) && listings !== '', `row ${row}: ${listings}`).toBe(false);
          expect([emailValid, mobileValid, hasContact]).toEqual([true, true, true]);
          break;
        case null:
          expect([emailValid, mobileValid, listingsValid], `row ${row}`).toEqual([true, true, true]);
      }
    });
    expect([...seen].sort()).toEqual([...CSV_BAD_ROW_KINDS].sort());
  });

  it('has no bad rows without badRowEvery and refuses nonsense options', () => {
    expect(csvBadRowKind(10, undefined)).toBeNull();
    expect(csvBadRowKind(10, 5)).toBe('short_phone');
    expect(() => generateCsv({ rows: 10, badRowEvery: 0 }).next()).toThrow(RangeError);
    expect(() => generateCsv({ rows: -1 }).next()).toThrow(RangeError);
  });
});
