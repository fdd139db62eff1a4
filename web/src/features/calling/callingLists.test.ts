import { describe, expect, it } from 'vitest';
import type { CallingContact } from './callingTypes.ts';
import {
  callingContactName,
  callingListTitle,
  callOutcomeLabel,
  callStatusLabel,
  INITIAL_MIN_RENTALS,
  isRentalMinimumOption,
  isTier,
  RENTAL_MINIMUM_OPTIONS,
  toBulkImportItem,
  totalPages,
} from './callingLists.ts';
import { callingListUrl } from './callingQueries.ts';

const card: CallingContact = {
  id: 'c1',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '+15550100',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  rental_listings: 12,
  company: 'Lee Realty',
  performance_tier: 'active',
  listing_count: 14,
  total_calls: 0,
  last_call_status: null,
  last_call_outcome: null,
  last_call_date: null,
  needs_follow_up: false,
  follow_up_date: null,
  last_email_sent: null,
  last_text_sent: null,
  notes: null,
  is_contact: false,
};

describe('calling lists', () => {
  it('titles the grid with the total and the page', () => {
    expect(callingListTitle(53, 2, totalPages(53))).toBe('53 agents available for calling • Page 2 of 3');
    expect(totalPages(0)).toBe(1);
    expect(totalPages(25)).toBe(1);
    expect(totalPages(26)).toBe(2);
  });

  it('offers 1+ to 20+ rentals and starts at 4, which is none of them', () => {
    expect(RENTAL_MINIMUM_OPTIONS.map((option) => option.label)).toEqual([
      '1+ rental listings',
      '3+ rental listings',
      '5+ rental listings',
      '10+ rental listings',
      '15+ rental listings',
      '20+ rental listings',
    ]);
    expect(INITIAL_MIN_RENTALS).toBe(4);
    expect(isRentalMinimumOption(INITIAL_MIN_RENTALS)).toBe(false);
    expect(isRentalMinimumOption(10)).toBe(true);
  });

  it('knows the tiers', () => {
    expect(isTier('high-performer')).toBe(true);
    expect(isTier('gold')).toBe(false);
    expect(isTier(null)).toBe(false);
  });

  it('names a card, or Unknown Agent', () => {
    expect(callingContactName(card)).toBe('Ann Lee');
    expect(callingContactName({ first_name: ' ', last_name: null })).toBe('Unknown Agent');
  });

  it('labels call statuses and outcomes', () => {
    expect(callStatusLabel('voicemail')).toBe('Left Voicemail');
    expect(callStatusLabel('call_back')).toBe('call back');
    expect(callOutcomeLabel('trial')).toBe('Wants to try (free trial)');
    expect(callOutcomeLabel(null)).toBe('');
  });
});

describe('toBulkImportItem', () => {
  it('maps a rental card to the fixed bulk-import item', () => {
    expect(toBulkImportItem(card)).toEqual({
      id: 'c1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '+15550100',
      mobilePhone: '+15550100',
      agentName: 'Ann Lee',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      totalListingsForRent: 12,
      dataSource: 'Rental Agent Import',
      performanceTier: 'moderate',
      status: 'active',
    });
  });

  it('joins only the name parts that exist', () => {
    expect(toBulkImportItem({ ...card, first_name: null }).agentName).toBe('Lee');
  });
});

describe('callingListUrl', () => {
  it('asks for a page by number, or for a neighbouring page by its cursor', () => {
    expect(callingListUrl({ tier: 'elite', page: 2, filter: 'fresh' })).toBe('/api/contacts/calling?tier=elite&page=2&filter=fresh&limit=25');
    expect(callingListUrl({ tier: 'elite', page: 3, filter: 'all', after: 'abc' })).toBe('/api/contacts/calling?tier=elite&after=abc&filter=all&limit=25');
    expect(callingListUrl({ tier: 'entry', page: 2, filter: 'fresh', before: 'xyz' })).toBe('/api/contacts/calling?tier=entry&before=xyz&filter=fresh&limit=25');
  });
});
