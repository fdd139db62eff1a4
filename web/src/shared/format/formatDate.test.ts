import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './formatDate.ts';

describe('formatDate', () => {
  it('formats timestamps and bare calendar dates', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate(new Date(2025, 0, 5, 15, 4).toISOString())).toBe('Jan 5, 2025');
  });

  it('shows unreadable values as given and missing ones as empty', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('adds the time of day', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 15, 4).toISOString())).toBe('Jan 5, 2025, 3:04 PM');
  });
});
