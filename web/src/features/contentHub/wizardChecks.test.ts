import { describe, expect, it } from 'vitest';
import {
  COMPANY_PROFILE_REQUIRED,
  FEEDBACK_REQUIRED,
  generateProblem,
  goalProblem,
  MESSAGE_TOO_LONG,
  MISSING_AUDIENCE,
  MISSING_CAMPAIGN_NAME,
  MISSING_GOAL,
  MISSING_MESSAGE,
  refineProblem,
  SETUP_REQUIRED,
  smsLaunchProblem,
} from './wizardChecks.ts';

describe('the wizards’ checks', () => {
  it("step 1 needs a goal ('Missing Goal')", () => {
    expect(goalProblem(null)).toBe(MISSING_GOAL);
    expect(MISSING_GOAL.title).toBe('Missing Goal');
    expect(goalProblem('demo')).toBeNull();
  });

  it("generating needs a tier ('Missing Audience'), then a company profile ('Setup Required')", () => {
    expect(generateProblem([], false)).toBe(MISSING_AUDIENCE);
    expect(MISSING_AUDIENCE.title).toBe('Missing Audience');
    expect(generateProblem(['elite'], false)).toBe(SETUP_REQUIRED);
    expect(SETUP_REQUIRED.description).toBe('Please setup your company profile first');
    expect(generateProblem(['elite', 'entry'], true)).toBeNull();
  });

  it("refining needs feedback ('Feedback Required') and a profile ('Company Profile Required')", () => {
    expect(refineProblem('   ', true)).toBe(FEEDBACK_REQUIRED);
    expect(FEEDBACK_REQUIRED.title).toBe('Feedback Required');
    expect(refineProblem('Make it shorter', false)).toBe(COMPANY_PROFILE_REQUIRED);
    expect(COMPANY_PROFILE_REQUIRED.title).toBe('Company Profile Required');
    expect(refineProblem('Make it shorter', true)).toBeNull();
  });

  it('an SMS launch needs a campaign name and a text of at most 160 characters', () => {
    expect(smsLaunchProblem(' ', 'Hi')).toBe(MISSING_CAMPAIGN_NAME);
    expect(smsLaunchProblem('Spring', '  ')).toBe(MISSING_MESSAGE);
    expect(smsLaunchProblem('Spring', 'x'.repeat(161))).toBe(MESSAGE_TOO_LONG);
    expect(smsLaunchProblem('Spring', '😀'.repeat(160))).toBeNull();
  });
});
