import { describe, expect, it } from 'vitest';
import { calmCase, isCalm, triggersIn, withoutUrgency } from './calmWording.ts';

describe('calm wording', () => {
  it('takes shouting down to lower case, keeping acronyms, short codes, links and variables', () => {
    expect(calmCase('FREE TRIAL of our CRM for {{firstName}} at https://example.com/PROMO')).toBe('free trial of our CRM for {{firstName}} at https://example.com/PROMO');
    expect(calmCase("I'M SO EXCITED TO SHOW YOU THIS")).toBe("I'm so excited to show you this");
    expect(calmCase('Agents in Austin, TX love the MLS sync')).toBe('Agents in Austin, TX love the MLS sync');
  });

  it('reads the trigger phrases from the content analysis, and the theme without its urgency', () => {
    expect(triggersIn('Get rich quick, act now!')).toEqual(['get rich quick', 'act now']);
    expect(isCalm('A 7-day trial for your listings')).toBe(true);
    expect(withoutUrgency('A limited time offer on listings, act now')).not.toMatch(/limited time|act now|\btime\b/);
    expect(withoutUrgency('Save hours every week')).toBe('Save hours every week');
  });
});
