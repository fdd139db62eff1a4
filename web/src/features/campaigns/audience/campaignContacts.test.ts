import { describe, expect, it } from 'vitest';
import { californiaCities, citiesByContacts, distinctCities } from './campaignContacts.ts';
import { audienceCountSearch } from './recipientFilter.ts';

const contacts = [
  { city: 'Austin', state: 'TX' },
  { city: ' Los Angeles ', state: 'CA' },
  { city: null, state: 'CA' },
  { city: 'Austin', state: 'TX' },
  { city: 'Fresno', state: 'California' },
  { city: '', state: null },
  { city: 'Denver', state: 'CO' },
];

describe('the cities of the campaign screens', () => {
  it('are the distinct cities of the contacts in their first order, with how many live there', () => {
    expect(distinctCities(contacts)).toEqual([
      { city: 'Austin', state: 'TX', contacts: 2 },
      { city: 'Los Angeles', state: 'CA', contacts: 1 },
      { city: 'Fresno', state: 'California', contacts: 1 },
      { city: 'Denver', state: 'CO', contacts: 1 },
    ]);
  });

  it('stop at a limit (the edit dialog shows 20)', () => {
    expect(distinctCities(contacts, 2).map((c) => c.city)).toEqual(['Austin', 'Los Angeles']);
  });

  it('are listed most contacts first for the creator', () => {
    expect(citiesByContacts(distinctCities(contacts)).map((c) => c.city)).toEqual(['Austin', 'Denver', 'Fresno', 'Los Angeles']);
  });

  it('tell the California ones', () => {
    expect(californiaCities(distinctCities(contacts))).toEqual(['Los Angeles', 'Fresno']);
  });
});

describe('the audience count query', () => {
  it('repeats each city and tier', () => {
    expect(audienceCountSearch({ cities: ['San Diego', 'Austin'], performanceTiers: ['elite', 'active'] })).toBe('cities=San+Diego&cities=Austin&performanceTiers=elite&performanceTiers=active');
    expect(audienceCountSearch({ cities: [], performanceTiers: [] })).toBe('');
  });
});
