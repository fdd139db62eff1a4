import { describe, expect, it } from 'vitest';
import { contactLabel, contactOptions, leadStatCards, marketLabel } from './leadStatisticsDisplay.ts';

const stats = {
  totalLeads: 1500,
  highPerformers: 312,
  avgExperience: 11.4,
  avgListings: 8,
  topCities: [],
  topStates: [],
  tierCounts: { elite: 40, 'high-performer': 272, active: 300, moderate: 500, entry: 388 },
};

describe('leadStatCards', () => {
  it('shows the four figures of the contacts', () => {
    expect(leadStatCards(stats).map((c) => [c.title, c.value])).toEqual([
      ['Total Leads', '1,500'],
      ['High Performers', '312'],
      ['Avg Experience', '11.4 years'],
      ['Avg Listings', '8'],
    ]);
  });
});

describe('marketLabel', () => {
  it('names the city with its state and count', () => {
    expect(marketLabel({ city: 'Austin', state: 'TX', count: 1234 })).toBe('Austin, TX · 1,234');
    expect(marketLabel({ city: 'Springfield', state: null, count: 3 })).toBe('Springfield · 3');
  });
});

describe('the contact picker', () => {
  const contact = { id: 'c1', firstName: 'Sarah', lastName: 'Johnson', agentName: null, city: 'Austin', state: 'TX' };

  it('names a contact with where they work', () => {
    expect(contactLabel(contact)).toBe('Sarah Johnson — Austin, TX');
    expect(contactLabel({ ...contact, firstName: null, lastName: null, agentName: 'S. Johnson', city: null, state: null })).toBe('S. Johnson');
    expect(contactLabel({ ...contact, firstName: ' ', lastName: null, agentName: null })).toBe('Unnamed contact — Austin, TX');
  });

  it('lists the first 20 contacts', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...contact, id: `c${i}` }));
    expect(contactOptions(many)).toHaveLength(20);
    expect(contactOptions(many)[0]).toEqual({ value: 'c0', label: 'Sarah Johnson — Austin, TX' });
  });
});
