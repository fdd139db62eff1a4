import { describe, expect, it } from 'vitest';
import { suggestMapping } from './suggestMapping.ts';

describe('suggestMapping', () => {
  it('recognises common headers and leaves the rest unmapped', () => {
    expect(suggestMapping(['First Name', 'LAST_NAME', 'E-mail', 'Mobile Phone', 'Brokerage', 'Zip', 'Rental Listings', 'Favourite colour'])).toEqual({
      'First Name': 'firstName',
      LAST_NAME: 'lastName',
      'E-mail': 'email',
      'Mobile Phone': 'phone',
      Brokerage: 'company',
      Zip: 'zipCode',
      'Rental Listings': 'totalListingsForRent',
      'Favourite colour': null,
    });
  });

  it('maps a field only once', () => {
    expect(suggestMapping(['Email', 'email'])).toEqual({ Email: 'email', email: null });
  });
});
