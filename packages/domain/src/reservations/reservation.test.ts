import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { reservation, reservationKey, type ReservationEvent } from './reservation.ts';

const held: ReservationEvent = { type: 'ValueReserved', data: { value: 'alice', ownerId: 'u1' } };

describe('reservation', () => {
  it('reserves a free value, and again after release', () => {
    expect(given(reservation, []).when({ type: 'Reserve', value: 'alice', ownerId: 'u1', takenMessage: 'taken' }).run()).toEqual([held]);
    const released: ReservationEvent = { type: 'ValueReleased', data: { value: 'alice', ownerId: 'u1' } };
    expect(given(reservation, [held, released]).when({ type: 'Reserve', value: 'Alice', ownerId: 'u2', takenMessage: 'taken' }).run()).toHaveLength(1);
  });

  it('refuses a value held by another owner with the given message; the same owner is a no-op', () => {
    expect(given(reservation, [held]).when({ type: 'Reserve', value: 'alice', ownerId: 'u2', takenMessage: 'Username already exists' }).run).toThrow(
      'Username already exists',
    );
    expect(given(reservation, [held]).when({ type: 'Reserve', value: 'alice', ownerId: 'u1', takenMessage: 'x' }).run()).toEqual([]);
  });

  it('releases only for the holder', () => {
    expect(given(reservation, [held]).when({ type: 'Release', value: 'alice', ownerId: 'u2' }).run()).toEqual([]);
    expect(given(reservation, [held]).when({ type: 'Release', value: 'alice', ownerId: 'u1' }).run()).toHaveLength(1);
  });

  it('keys ignore case and surrounding space', () => {
    expect(reservationKey('  Alice@Example.COM ')).toBe('alice@example.com');
  });
});
