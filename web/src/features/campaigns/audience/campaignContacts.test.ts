import { describe, expect, it } from 'vitest';
import { californiaCities, citiesByContacts, cityCheckboxOptions, distinctCities } from './campaignContacts.ts';
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

  it('tell the California ones, each as the filter entry of that city in its state', () => {
    expect(californiaCities(distinctCities(contacts))).toEqual(['Los Angeles, CA', 'Fresno, California']);
  });

  it('keep a city of two states apart, and one city spelt in two cases together', () => {
    const twoPortlands = [
      { city: 'Portland', state: 'ME' },
      { city: 'Portland', state: 'OR' },
      { city: 'portland', state: 'me' },
      { city: 'Arlington', state: 'TX' },
      { city: 'Arlington', state: null },
    ];
    expect(distinctCities(twoPortlands)).toEqual([
      { city: 'Portland', state: 'ME', contacts: 2 },
      { city: 'Portland', state: 'OR', contacts: 1 },
      { city: 'Arlington', state: 'TX', contacts: 1 },
      { city: 'Arlington', state: null, contacts: 1 },
    ]);
  });
});

describe('the city checkboxes', () => {
  const cities = [
    { city: 'Portland', state: 'ME', contacts: 2 },
    { city: 'Portland', state: 'OR', contacts: 1 },
    { city: 'Denver', state: null, contacts: 1 },
  ];

  it('stand for each city in its state, checked when the filter has it whatever its case', () => {
    expect(cityCheckboxOptions(cities, ['portland, me'])).toEqual([
      { value: 'Portland, ME', label: 'Portland, ME', checked: true },
      { value: 'Portland, OR', label: 'Portland, OR', checked: false },
      { value: 'Denver', label: 'Denver', checked: false },
    ]);
  });

  it('keep the entries no choice stands for: a city saved alone chooses it in any state', () => {
    expect(cityCheckboxOptions(cities, ['Portland', 'Austin, TX', 'Portland, OR'])).toEqual([
      { value: 'Portland, ME', label: 'Portland, ME', checked: false },
      { value: 'Portland, OR', label: 'Portland, OR', checked: true },
      { value: 'Denver', label: 'Denver', checked: false },
      { value: 'Portland', label: 'Portland (any state)', checked: true },
      { value: 'Austin, TX', label: 'Austin, TX', checked: true },
    ]);
  });

  it('show an entry once when the screen lists it again', () => {
    expect(cityCheckboxOptions([...cities, { city: 'Portland, ME', state: null, contacts: 0 }], ['Portland, ME']).map((o) => o.value)).toEqual(['Portland, ME', 'Portland, OR', 'Denver']);
  });
});

describe('the audience count query', () => {
  it('repeats each city and tier', () => {
    expect(audienceCountSearch({ cities: ['San Diego', 'Austin'], performanceTiers: ['elite', 'active'] })).toBe('cities=San+Diego&cities=Austin&performanceTiers=elite&performanceTiers=active');
    expect(audienceCountSearch({ cities: [], performanceTiers: [] })).toBe('');
  });
});
