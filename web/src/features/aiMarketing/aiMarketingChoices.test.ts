import { describe, expect, it } from 'vitest';
import { campaignFocusOf, DEFAULT_CAMPAIGN_FOCUS, IDEAS_REQUIRED, ideasProblem, MESSAGE_REQUIRED, messageProblem } from './aiMarketingChoices.ts';

describe('AI Marketing Ideas validations', () => {
  it('ideas need both a target audience and a campaign type', () => {
    expect(ideasProblem(undefined, 'Email campaign')).toBe(IDEAS_REQUIRED);
    expect(ideasProblem('All real estate agents', ' ')).toBe(IDEAS_REQUIRED);
    expect(IDEAS_REQUIRED).toBe('Please select both target audience and campaign type');
    expect(ideasProblem('All real estate agents', 'Email campaign')).toBeNull();
  });

  it('a personalized message needs a contact and a message type', () => {
    expect(messageProblem(undefined, 'Introduction')).toBe(MESSAGE_REQUIRED);
    expect(messageProblem('c1', undefined)).toBe(MESSAGE_REQUIRED);
    expect(MESSAGE_REQUIRED).toBe('Please select a contact, message type, and campaign focus');
    expect(messageProblem('c1', 'Introduction')).toBeNull();
  });

  it("a blank campaign focus is 'General real estate growth'", () => {
    expect(DEFAULT_CAMPAIGN_FOCUS).toBe('General real estate growth');
    expect(campaignFocusOf('   ')).toBe('General real estate growth');
    expect(campaignFocusOf(' Spring listings ')).toBe('Spring listings');
  });
});
