import { describe, expect, it } from 'vitest';
import { invalidatesFor } from '../../app/invalidatesFor.ts';
import { CONTACTS_QUERY_KEY } from '../contacts/contactsQueries.ts';
import { aiMarketingQueries, contactPickerUrl, LEAD_STATISTICS_QUERY_KEY } from './aiMarketingQueries.ts';

describe('AI Marketing Ideas queries', () => {
  it('ask for 100 contacts from the first, with the search typed', () => {
    expect(contactPickerUrl('')).toBe('/api/contacts?limit=100&offset=0');
    expect(contactPickerUrl(' Sarah Austin ')).toBe('/api/contacts?search=Sarah+Austin&limit=100&offset=0');
  });

  it('reload the lead figures and the picker when contacts change', () => {
    expect(invalidatesFor.contacts_changed).toContainEqual(LEAD_STATISTICS_QUERY_KEY);
    expect(aiMarketingQueries.contactPicker('x').queryKey.slice(0, CONTACTS_QUERY_KEY.length)).toEqual([...CONTACTS_QUERY_KEY]);
    expect(invalidatesFor.contacts_changed).toContainEqual(CONTACTS_QUERY_KEY);
  });
});
