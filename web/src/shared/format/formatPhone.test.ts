import { describe, expect, it } from 'vitest';
import { formatPhone } from './formatPhone.ts';

describe('formatPhone', () => {
  it('shows eleven digits starting with 1 as +1 (xxx) xxx-xxxx', () => {
    expect(formatPhone('+15125550147')).toBe('+1 (512) 555-0147');
    expect(formatPhone('15125550147')).toBe('+1 (512) 555-0147');
    expect(formatPhone('1-512-555-0147')).toBe('+1 (512) 555-0147');
  });

  it('shows anything else as given', () => {
    expect(formatPhone('5125550147')).toBe('5125550147');
    expect(formatPhone('+447700900123')).toBe('+447700900123');
    expect(formatPhone('25125550147')).toBe('25125550147');
    expect(formatPhone(null)).toBe('');
  });
});
