import { describe, expect, it } from 'vitest';
import { matchImportedAgent } from './matchImportedAgent.ts';

describe('matchImportedAgent: different e-mails are different agents', () => {
  it('matches by e-mail first', () => {
    expect(matchImportedAgent(true, 'by-email', 'by-phone')).toEqual({ owner: 'by-email' });
    expect(matchImportedAgent(true, 'same', 'same')).toEqual({ owner: 'same' });
  });

  it('matches by phone only when the row has no e-mail', () => {
    expect(matchImportedAgent(false, undefined, 'by-phone')).toEqual({ owner: 'by-phone' });
  });

  it('makes a new contact sharing the phone when the e-mail is new and the phone is held', () => {
    expect(matchImportedAgent(true, undefined, 'by-phone')).toEqual({ phoneSharedWith: 'by-phone' });
  });

  it('makes a new contact when nothing is held', () => {
    expect(matchImportedAgent(true, undefined, undefined)).toEqual({});
    expect(matchImportedAgent(false, undefined, undefined)).toEqual({});
  });
});
