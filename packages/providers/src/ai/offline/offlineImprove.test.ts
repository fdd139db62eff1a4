import { describe, expect, it } from 'vitest';
import { sentences } from './contentFacts.ts';
import { seededDice } from './dice.ts';
import { offlineImprove } from './offlineImprove.ts';

const seeds = [1, 7, 42, 1001, 77777];
const companyProfile = { name: 'ListingPro', targetAudience: 'Real estate agents' };
const improve = (currentContent: string, improvementFocus: string, seed: number) => offlineImprove({ currentContent, improvementFocus, companyProfile }, seededDice(seed)).content;
const occurrences = (text: string, part: string) => text.split(part).length - 1;
/** Lines that open a signature: 'Best,', 'Kind regards,', 'Thanks, Dana'… */
const signOffs = (text: string) => text.split('\n').filter((line) => /^(best|kind regards|best regards|regards|cheers|thanks|thank you|sincerely|yours sincerely|with kind regards|talk soon|warmly)\b/i.test(line.trim()));

describe('offlineImprove', () => {
  it('keeps a greeting that opens the only line once, and its sentence once', () => {
    for (const seed of seeds) {
      for (const focus of ['More Persuasive', 'More Concise', 'Add Benefits', 'friendlier', 'more formal', 'polish']) {
        const text = improve('Hi {{firstName}}, quick note about your listings.', focus, seed);
        expect(occurrences(text, 'uick note about your listings.'), `${focus}: ${text}`).toBe(1);
        expect(signOffs(text), `${focus}: ${text}`).toHaveLength(1);
      }
      const hello = improve('Hello there', 'More Persuasive', seed);
      expect(occurrences(hello, 'Hello there'), hello).toBe(1);
    }
  });

  it('keeps every sentence of the user once and the signature once, pressed again and again', () => {
    const original = 'Hi {{firstName}}, quick note about your listings.';
    for (const seed of seeds) {
      let text = original;
      const chain = ['More Concise', 'Add Benefits', 'More Persuasive', 'Add Benefits', 'More Persuasive', 'polish', 'More Concise'];
      chain.forEach((focus, step) => {
        text = improve(text, focus, seed + step);
        const seen = `${chain.slice(0, step + 1).join(' → ')}:\n${text}`;
        expect(occurrences(text, 'Hi {{firstName}},'), seen).toBe(1);
        expect(occurrences(text, 'uick note about your listings.'), seen).toBe(1);
        expect(signOffs(text), seen).toHaveLength(1);
        for (const paragraph of text.split('\n\n')) expect(occurrences(text, paragraph), seen).toBe(1);
      });
    }
  });

  it("keeps each of the user's sentences exactly once, adding its own around them", () => {
    const content = 'Hi Ana,\n\nWe make listing software for busy agents. It publishes your listings to every portal.\n\nWould a short call on Thursday work?\n\nBest,\nDana';
    for (const seed of seeds) {
      for (const focus of ['More Persuasive', 'Add Benefits', 'friendlier', 'more formal']) {
        const text = improve(content, focus, seed);
        for (const sentence of ['We make listing software for busy agents.', 'It publishes your listings to every portal.', 'Would a short call on Thursday work?']) {
          expect(occurrences(text, sentence), `${focus}: ${text}`).toBe(1);
        }
        expect(text.endsWith('\nDana'), `${focus}: ${text}`).toBe(true);
        expect(signOffs(text), `${focus}: ${text}`).toHaveLength(1);
      }
      const persuasive = improve(content, 'More Persuasive', seed);
      expect(persuasive.length).toBeGreaterThan(content.length);
      expect(improve(persuasive, 'More Persuasive', seed + 1)).toBe(persuasive);
    }
  });

  it('says "Hello there" once when asked to be more persuasive', () => {
    const text = improve('Hello there', 'More Persuasive', 3);
    expect(occurrences(text, 'Hello there')).toBe(1);
    expect(text.split('\n\n').length).toBeGreaterThan(2);
  });

  it('keeps the opening and the ask when made concise, cutting the middle', () => {
    const content = 'Hi Ana,\n\nWe make listing software. It is really very fast. It writes descriptions.\n\nWant a demo?\n\nBest,\nDana';
    const text = improve(content, 'More Concise', 5);
    expect(text).toBe('Hi Ana,\n\nWe make listing software.\n\nWant a demo?\n\nBest,\nDana');
    expect(sentences('We make listing software. Want a demo?')).toHaveLength(2);
  });

  it('adds only benefits the text does not have yet, to the list it already has', () => {
    const profile = { name: 'HomeBeacon', keyBenefits: ['Save 10 hours per week', 'Automated lead follow-up', 'MLS sync in one click'] };
    const once = offlineImprove({ currentContent: 'Hi Ana,\n\nWe make listing software.\n\nBest,\nDana', improvementFocus: 'Add Benefits', companyProfile: profile }, seededDice(2)).content;
    for (const benefit of profile.keyBenefits) expect(occurrences(once, benefit)).toBe(1);
    const twice = offlineImprove({ currentContent: once, improvementFocus: 'Add Benefits', companyProfile: profile }, seededDice(3)).content;
    for (const benefit of profile.keyBenefits) expect(occurrences(twice, benefit)).toBe(1);
    expect(twice.split('\n\n').filter((paragraph) => paragraph.includes('•'))).toHaveLength(1);
  });
});
