import { describe, expect, it } from 'vitest';
import { audienceUnitWords, leftOutText } from './audienceCountWords.ts';

describe('the audience count in words', () => {
  it('says one recipient or agent in the singular', () => {
    expect(audienceUnitWords(1, 'recipient')).toBe('recipient');
    expect(audienceUnitWords(0, 'recipient')).toBe('recipients');
    expect(audienceUnitWords(1_234, 'recipient')).toBe('recipients');
    expect(audienceUnitWords(1, 'agent')).toBe('agent selected');
    expect(audienceUnitWords(2, 'agent')).toBe('agents selected');
  });

  it('says what it leaves out, in the singular for one', () => {
    expect(leftOutText(0)).toBe('');
    expect(leftOutText(1)).toBe('(1 suppressed or invalid address left out)');
    expect(leftOutText(1_500)).toBe('(1,500 suppressed or invalid addresses left out)');
  });
});
