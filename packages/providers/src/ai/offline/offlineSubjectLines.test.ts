import { describe, expect, it } from 'vitest';
import { seededDice } from './dice.ts';
import { offlineSubjectLines } from './offlineSubjectLines.ts';

const seeds = Array.from({ length: 30 }, (_, i) => i * 104_729 + 3);
const companyProfile = { name: 'ListingPro', targetAudience: 'Real estate agents' };

describe('offlineSubjectLines', () => {
  it('names what the e-mail is about, never a describing word from its greeting', () => {
    for (const seed of seeds) {
      const { subjectLines } = offlineSubjectLines({ emailContent: 'Hi {{firstName}}, quick note about your listings.', companyProfile }, seededDice(seed));
      expect(subjectLines).toHaveLength(5);
      for (const line of subjectLines) {
        expect(line, `seed ${seed}`).not.toMatch(/thought on (quick|note)\b|\byour (quick|note)\b|^(quick|note), made simple/i);
      }
    }
  });

  it('builds on the nouns of the body', () => {
    const lines = seeds.flatMap((seed) => offlineSubjectLines({ emailContent: 'Hi Ana,\n\nWe make software for your brokerage. It keeps your brokerage organised.\n\nBest,\nDana', companyProfile }, seededDice(seed)).subjectLines);
    expect(lines.some((line) => /brokerage/i.test(line))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/\b(on|your) (organised|keeps|make)\b/i);
  });
});
