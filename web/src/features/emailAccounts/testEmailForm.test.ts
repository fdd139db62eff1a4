import { describe, expect, it } from 'vitest';
import { emailAccountFixture } from './emailAccountFixture.ts';
import { chosenSender, senderOptions, TEST_EMAIL_INVALID, TEST_EMAIL_REQUIRED, testEmailProblem } from './testEmailForm.ts';

describe('test e-mail form', () => {
  it("refuses an empty address ('Email Required') and one not shaped like name@domain.tld ('Invalid Email')", () => {
    expect(testEmailProblem('')).toEqual({ title: 'Email Required', description: 'Please enter a test email address' });
    expect(testEmailProblem('   ')).toBe(TEST_EMAIL_REQUIRED);
    for (const bad of ['not-an-address', 'ana@agents', 'ana@@agents.test', 'ana silva@agents.test', '@agents.test']) {
      expect(testEmailProblem(bad), bad).toEqual({ title: 'Invalid Email', description: 'Please enter a valid email address' });
    }
    expect(testEmailProblem('not-an-address')).toBe(TEST_EMAIL_INVALID);
    expect(testEmailProblem(' ana@agents.test ')).toBeNull();
    expect(testEmailProblem('ana+test@mail.agents.test')).toBeNull();
  });

  it('offers the active mailboxes, primary first, and sends from the primary one unless another is chosen', () => {
    const sales = emailAccountFixture({ id: 's', name: 'Sales', fromEmail: 'dana@listingpro.test', isPrimary: false });
    const support = emailAccountFixture({ id: 'p', name: 'Support', fromEmail: 'help@listingpro.test', isPrimary: true });
    const paused = emailAccountFixture({ id: 'x', name: 'Paused', isActive: false, isPrimary: false });
    const accounts = [sales, support, paused];
    expect(senderOptions(accounts)).toEqual([
      { value: 'p', label: 'Support <help@listingpro.test> (primary)' },
      { value: 's', label: 'Sales <dana@listingpro.test>' },
    ]);
    expect(chosenSender(accounts, null)).toBe('p');
    expect(chosenSender(accounts, 's')).toBe('s');
    // A choice no longer offered (made inactive, deleted) falls back to the primary one.
    expect(chosenSender(accounts, 'x')).toBe('p');
    expect(chosenSender([sales], null)).toBeNull();
    expect(chosenSender([], null)).toBeNull();
  });
});
