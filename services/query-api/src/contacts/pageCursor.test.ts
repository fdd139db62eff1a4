import { describe, expect, it } from 'vitest';
import { listingsOrder, nameOrder } from './pageOrders.ts';
import { pagePosition } from './pageCursor.ts';

const ID = '0b9e3c39-3f0d-4b8e-9a55-2f1d2d7c9a10';

describe('page cursors', () => {
  it('carry a row’s sort key there and back, names that are missing included', () => {
    for (const key of [
      { lastName: 'Smith', firstName: 'Ann', id: ID },
      { lastName: null, firstName: null, id: ID },
      { lastName: 'Ñúñez “x”', firstName: '', id: ID },
    ]) {
      const cursor = nameOrder.codec.encode(key);
      expect(cursor).toMatch(/^[\w-]+$/);
      expect(nameOrder.codec.decode(cursor, 'after')).toEqual(key);
    }
    expect(listingsOrder.codec.decode(listingsOrder.codec.encode({ listingCount: 12, id: ID }), 'before')).toEqual({ listingCount: 12, id: ID });
  });

  it('are refused by another list, and when they are not cursors at all', () => {
    const listings = listingsOrder.codec.encode({ listingCount: 3, id: ID });
    expect(() => nameOrder.codec.decode(listings, 'after')).toThrow('after is not a page cursor of this list');
    expect(() => listingsOrder.codec.decode('%%%', 'before')).toThrow('before is not a page cursor of this list');
    expect(() => listingsOrder.codec.decode(Buffer.from('["listings",1]').toString('base64url'), 'after')).toThrow('after is not a page cursor of this list');
  });

  it('say where a page is', () => {
    const cursor = nameOrder.codec.encode({ lastName: 'Lee', firstName: null, id: ID });
    expect(pagePosition(nameOrder.codec, {})).toEqual({ direction: 'start' });
    expect(pagePosition(nameOrder.codec, { before: cursor })).toEqual({ direction: 'before', key: { lastName: 'Lee', firstName: null, id: ID } });
  });
});
