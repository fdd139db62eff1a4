import { describe, expect, it } from 'vitest';
import { contentPreview, createdLabel, subjectVariationsLabel } from './libraryCard.ts';

describe('library card', () => {
  it('shows the first 100 characters of the content', () => {
    expect(contentPreview('Short')).toBe('Short');
    expect(contentPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(contentPreview(`${'b'.repeat(100)}tail`)).toBe(`${'b'.repeat(100)}...`);
    expect(contentPreview(`${'🏡'.repeat(101)}`)).toBe(`${'🏡'.repeat(100)}...`);
  });

  it('shows the created date, or Unknown', () => {
    expect(createdLabel('2026-01-05T15:00:00.000Z')).toMatch(/^Jan [56], 2026$/);
    expect(createdLabel(null)).toBe('Unknown');
    expect(createdLabel('')).toBe('Unknown');
    expect(createdLabel('not a date')).toBe('Unknown');
  });

  it('counts subject variations', () => {
    expect(subjectVariationsLabel(1)).toBe('1 subject variation');
    expect(subjectVariationsLabel(3)).toBe('3 subject variations');
    expect(subjectVariationsLabel(0)).toBe('0 subject variations');
  });
});
