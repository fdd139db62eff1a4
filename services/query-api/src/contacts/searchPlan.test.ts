import { describe, expect, it } from 'vitest';
import { walkNameOrder } from './searchPlan.ts';

describe('walkNameOrder', () => {
  const contacts = 95_836;

  it('walks the name order for a common term on an early page', () => {
    expect(walkNameOrder(37_055, contacts, 25)).toBe(true);
    expect(walkNameOrder(12_151, contacts, 25)).toBe(true);
  });

  it('collects and sorts a rare term, whose matches may sit in one stretch of the alphabet', () => {
    expect(walkNameOrder(168, contacts, 25)).toBe(false);
    expect(walkNameOrder(1_700, contacts, 25)).toBe(false);
    expect(walkNameOrder(0, contacts, 25)).toBe(false);
  });

  it('collects and sorts for a page deep into a common term', () => {
    expect(walkNameOrder(12_151, contacts, 2_000)).toBe(false);
  });

  it('never trusts an estimate of the contacts below the total', () => {
    expect(walkNameOrder(5_000, 0, 25)).toBe(walkNameOrder(5_000, 5_000, 25));
  });
});
