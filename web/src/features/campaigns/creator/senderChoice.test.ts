import { describe, expect, it } from 'vitest';
import { emailAccountFixture } from '../../emailAccounts/emailAccountFixture.ts';
import { SENDER_PROBLEM_TEXT, senderProblem, SPREAD_SENDER } from './senderChoice.ts';

const active = emailAccountFixture({ id: 'a1', isActive: true });
const inactive = emailAccountFixture({ id: 'a2', isActive: false });

describe('a recorded sender', () => {
  it('is fine while its mailbox is active, or when spreading or nothing is chosen', () => {
    expect(senderProblem('a1', [active, inactive])).toBeNull();
    expect(senderProblem(SPREAD_SENDER, [])).toBeNull();
    expect(senderProblem(null, [])).toBeNull();
  });

  it('says when its mailbox was deleted or made inactive', () => {
    expect(senderProblem('gone', [active])).toBe('deleted');
    expect(senderProblem('a2', [active, inactive])).toBe('inactive');
    expect(SENDER_PROBLEM_TEXT.deleted).toBe('The mailbox this campaign sent from was deleted: choose another.');
  });
});
