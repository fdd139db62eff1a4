import { describe, expect, it } from 'vitest';
import { reconnectDelay, RECONNECT_MAX_DELAY_MS } from './reconnectDelay.ts';

const middle = () => 0.5;

describe('reconnectDelay', () => {
  it('starts at 1 s and doubles', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, middle))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('is capped at 30 s, however many attempts failed', () => {
    expect(reconnectDelay(5, middle)).toBe(30000);
    expect(reconnectDelay(50, middle)).toBe(30000);
    expect(reconnectDelay(Number.MAX_SAFE_INTEGER, () => 0.999)).toBe(RECONNECT_MAX_DELAY_MS);
  });

  it('spreads each wait by ±20 %', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 0.999999)).toBe(1200);
    expect(reconnectDelay(3, () => 0)).toBe(6400);
    expect(reconnectDelay(10, () => 0)).toBe(24000);
  });

  it('treats a negative or fractional attempt as the nearest sensible one', () => {
    expect(reconnectDelay(-3, middle)).toBe(1000);
    expect(reconnectDelay(1.7, middle)).toBe(2000);
  });
});
