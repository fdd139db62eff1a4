import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, mergeFields, normalizeContactFields } from './contactFields.ts';

describe('normalizeContactFields', () => {
  it('trims, lower-cases the e-mail, writes phones in E.164 and derives the agent name', () => {
    const f = normalizeContactFields(
      { firstName: ' Ana ', lastName: 'Ruiz', email: ' Ana.Ruiz@Example.COM ', phone: '(512) 555-0142', state: 'tx', listingCount: '1,204' },
      { requireIdentity: true },
    );
    expect(f).toMatchObject({ firstName: 'Ana', agentName: 'Ana Ruiz', email: 'ana.ruiz@example.com', phone: '+15125550142', state: 'TX', listingCount: 1204 });
  });

  it.each([
    [{ email: 'nope' }, 'Invalid email address: nope'],
    [{ phone: '555-12' }, 'Invalid phone number: 555-12'],
    [{ firstName: 'Ana' }, 'An email address or a mobile phone is required'],
    [{ email: 'a@b.co', listingCount: 'many' }, 'Listings must be a whole number from 0 to 100000'],
    [{ email: 'a@b.co', totalListingsForRent: -1 }, 'Rental listings must be a whole number from 0 to 100000'],
  ])('refuses %j: %s', (raw, message) => {
    expect(() => normalizeContactFields(raw, { requireIdentity: true })).toThrow(message);
  });

  it('an edit need not name an e-mail or phone', () => {
    expect(normalizeContactFields({ city: 'Austin' }, { requireIdentity: false }).city).toBe('Austin');
  });
});

describe('mergeFields', () => {
  it('fills blanks, takes newer counts, and never blanks or replaces known identity', () => {
    const known = { ...EMPTY_FIELDS, email: 'a@b.co', phone: '+15125550142', company: 'Old Co', listingCount: 3 };
    const incoming = { ...EMPTY_FIELDS, email: 'other@b.co', company: 'New Co', city: 'Austin', listingCount: 12 };
    expect(mergeFields(known, incoming)).toMatchObject({ email: 'a@b.co', phone: '+15125550142', company: 'Old Co', city: 'Austin', listingCount: 12 });
  });
});
