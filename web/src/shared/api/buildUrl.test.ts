import { describe, expect, it } from 'vitest';
import { buildUrl } from './buildUrl.ts';

describe('buildUrl', () => {
  it('answers the bare path without parameters', () => {
    expect(buildUrl('/api/contacts')).toBe('/api/contacts');
    expect(buildUrl('/api/contacts', { search: '', status: undefined, tier: null })).toBe('/api/contacts');
  });

  it('keeps numbers, zero and booleans, and encodes text', () => {
    expect(buildUrl('/api/contacts', { search: 'ann & co', limit: 25, offset: 0, all: false })).toBe(
      '/api/contacts?search=ann+%26+co&limit=25&offset=0&all=false',
    );
  });
});
