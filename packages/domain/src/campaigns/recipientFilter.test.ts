import { describe, expect, it } from 'vitest';
import { ALL_CONTACTS_FILTER, audienceOf, canonicalJson, checkRecipientFilter, cityEntry, parseCityEntry } from './recipientFilter.ts';

describe('checkRecipientFilter', () => {
  it('chooses everyone when nothing is given', () => {
    expect(checkRecipientFilter()).toEqual(ALL_CONTACTS_FILTER);
    expect(checkRecipientFilter({ cities: [], performanceTiers: [], minListings: null })).toEqual(ALL_CONTACTS_FILTER);
  });

  it('trims cities, drops blanks and repeats, and orders tiers as the tiers are ordered', () => {
    expect(checkRecipientFilter({ cities: [' Austin ', 'Austin', '', 'El Paso'], performanceTiers: ['entry', 'elite', 'entry'], minListings: 0, minExperience: 3 })).toEqual({
      cities: ['Austin', 'El Paso'],
      performanceTiers: ['elite', 'entry'],
      minListings: 0,
      minExperience: 3,
    });
  });

  it('keeps a city with its state as "City, State", each place once whatever its case, the first spelling kept', () => {
    expect(checkRecipientFilter({ cities: [' Portland ,  ME ', 'portland, me', 'Portland', 'PORTLAND', 'Portland, OR', 'Salem,'] }).cities).toEqual(['Portland, ME', 'Portland', 'Portland, OR', 'Salem']);
  });

  it('names the fields of a query by their own names when asked', () => {
    const refused = (input: object, prefix?: string) => {
      try {
        checkRecipientFilter(input, prefix === undefined ? {} : { prefix });
      } catch (error) {
        return (error as { details?: { errors?: unknown } }).details?.errors;
      }
      return undefined;
    };
    expect(refused({ minListings: -1 })).toEqual([{ path: 'recipientFilter.minListings', message: 'The minimum number of listings must be a whole number from 0 to 100000' }]);
    expect(refused({ minListings: -1 }, '')).toEqual([{ path: 'minListings', message: 'The minimum number of listings must be a whole number from 0 to 100000' }]);
    expect(refused({ performanceTiers: ['gold'] }, '')).toEqual([{ path: 'performanceTiers', message: expect.stringMatching(/^Unknown performance tier "gold"/) }]);
  });

  it.each([
    [{ cities: [', ME'] }, `", ME" names no city: give a city, or a city and its state ('Portland, ME')`],
    [{ cities: [`Portland, ${'M'.repeat(51)}`] }, 'A state must be at most 50 characters'],
    [{ performanceTiers: ['gold'] }, 'Unknown performance tier "gold" (one of elite, high-performer, active, moderate, entry)'],
    [{ minListings: -1 }, 'The minimum number of listings must be a whole number from 0 to 100000'],
    [{ minExperience: 2.5 }, 'The minimum years of experience must be a whole number from 0 to 100'],
    [{ cities: ['x'.repeat(101)] }, 'A city name must be at most 100 characters'],
    [{ cities: Array.from({ length: 501 }, (_, i) => `City ${i}`) }, 'At most 500 cities'],
  ])('refuses %j: %s', (input, message) => {
    expect(() => checkRecipientFilter(input)).toThrow(message);
  });
});

describe('parseCityEntry', () => {
  it('reads the state after the last comma; a city alone is that city in any state', () => {
    expect(parseCityEntry('Portland, ME')).toEqual({ city: 'Portland', state: 'ME' });
    expect(parseCityEntry(' Winston-Salem ')).toEqual({ city: 'Winston-Salem', state: null });
    expect(parseCityEntry('Washington, D.C., DC')).toEqual({ city: 'Washington, D.C.', state: 'DC' });
    expect(parseCityEntry('Salem,')).toEqual({ city: 'Salem', state: null });
    expect(cityEntry({ city: 'Portland', state: 'ME' })).toBe('Portland, ME');
    expect(cityEntry({ city: 'Portland', state: null })).toBe('Portland');
  });
});

describe('audienceOf', () => {
  it('answers the count of the same filter, and a revision conflict for another', () => {
    const filter = checkRecipientFilter({ cities: ['Austin'] });
    expect(audienceOf(filter, { filter: checkRecipientFilter({ cities: ['Austin '] }), count: 4 })).toBe(4);
    expect(() => audienceOf(filter, { filter: ALL_CONTACTS_FILTER, count: 4 })).toThrow('The campaign changed while its audience was being counted. Please try again.');
  });
});

describe('canonicalJson', () => {
  it('is the same for the same values whatever the order of their keys, as jsonb gives them back', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});
