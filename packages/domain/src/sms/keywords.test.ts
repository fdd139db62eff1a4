import { describe, expect, it } from 'vitest';
import { HELP_KEYWORDS, keywordIntent, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from './keywords.ts';

describe('keywordIntent', () => {
  it.each(OPT_OUT_KEYWORDS)('%s alone opts out, in any case, with spaces and a final . or !', (word) => {
    expect(keywordIntent(word)).toBe('opt-out');
    expect(keywordIntent(` ${word.toLowerCase()}! `)).toBe('opt-out');
    expect(keywordIntent(`${word}.`)).toBe('opt-out');
  });

  it.each(OPT_IN_KEYWORDS)('%s alone opts back in', (word) => {
    expect(keywordIntent(word.toLowerCase())).toBe('opt-in');
  });

  it.each(HELP_KEYWORDS)('%s alone asks for help', (word) => {
    expect(keywordIntent(` ${word} `)).toBe('help');
  });

  it('a keyword inside a sentence is an ordinary message', () => {
    expect(keywordIntent('Please stop calling me at work')).toBeUndefined();
    expect(keywordIntent('STOP IT')).toBeUndefined();
    expect(keywordIntent('')).toBeUndefined();
  });

  it('the provider’s OptOutType wins over the words', () => {
    expect(keywordIntent('Arrêtez', 'STOP')).toBe('opt-out');
    expect(keywordIntent('stop', 'start')).toBe('opt-in');
    expect(keywordIntent('hello', ' help ')).toBe('help');
    expect(keywordIntent('STOP', null)).toBe('opt-out');
    expect(keywordIntent('STOP', 'OTHER')).toBe('opt-out');
  });
});
