import { describe, expect, it } from 'vitest';
import { mapRow } from './mapRow.ts';

const columns = ['Email', 'Cell', 'First', 'Listings', 'Ignored'];
const mapping = { Email: 'email', Cell: 'mobilePhone', First: 'firstName', Listings: 'listingCount', Ignored: null };

describe('mapRow', () => {
  it('maps, normalises and derives', () => {
    expect(mapRow(columns, ['A@B.co', '(512) 555-0142', 'Ana', '12', 'x'], mapping)).toEqual({
      ok: true,
      fields: expect.objectContaining({ email: 'a@b.co', phone: '+15125550142', firstName: 'Ana', agentName: 'Ana', listingCount: 12 }),
    });
  });

  it.each([
    [['bad', '', 'Ana', '1', ''], 'Invalid email address: bad'],
    [['', '555-12', 'Ana', '1', ''], 'Invalid phone number: 555-12'],
    [['', '', 'Ana', '1', ''], 'An email address or a mobile phone is required'],
    [['a@b.co', '', 'Ana', 'lots', ''], 'Listings must be a whole number from 0 to 100000'],
    [['a@b.co', '', 'Ana', '1', '', 'extra'], 'The row has 6 values but the header has 5 columns'],
  ])('rejects %j: %s', (values, reason) => {
    expect(mapRow(columns, values, mapping)).toEqual({ ok: false, reason });
  });
});
