import { describe, expect, it } from 'vitest';
import { analysisSubjects } from './analysisSubjects.ts';

describe('subject lines to analyse', () => {
  it('offers the filled subject lines, trimmed, each labelled with itself', () => {
    expect(analysisSubjects([' Sell faster ', '', '  ', 'Free for 7 days'])).toEqual([
      { label: 'Sell faster', subject: 'Sell faster' },
      { label: 'Free for 7 days', subject: 'Free for 7 days' },
    ]);
  });

  it("labels an A/B test's subject lines with their variant's letter, a blank variant left out", () => {
    expect(analysisSubjects(['Sell faster', ' ', 'Free for 7 days'], ['A', 'B', 'C', 'D'])).toEqual([
      { label: 'A: Sell faster', subject: 'Sell faster' },
      { label: 'C: Free for 7 days', subject: 'Free for 7 days' },
    ]);
  });

  it('offers nothing when no subject line is filled', () => {
    expect(analysisSubjects(['', '  '])).toEqual([]);
  });
});
