import { describe, expect, it } from 'vitest';
import { seededDice } from './dice.ts';
import { offlineOptimize } from './offlineOptimize.ts';

const seeds = [1, 7, 42, 1001];
const optimize = (subject: string, content: string, seed: number) => offlineOptimize({ subject, content }, seededDice(seed));

describe('offlineOptimize keeps the user’s message', () => {
  it('keeps the pitch, the question and the sign-off written on one line', () => {
    for (const seed of seeds) {
      const { improvedContent } = optimize('Quick question', 'Hi there, we make listing software. Want a demo? Thanks, Dana', seed);
      expect(improvedContent).toMatch(/^Hi \{\{firstName\}\},\n\n/);
      expect(improvedContent).toContain('We make listing software. Want a demo?');
      expect(improvedContent.endsWith('\n\nThanks, Dana')).toBe(true);
    }
  });

  it('never drops the offer: a free trial and the price stay, flagged lightly', () => {
    const content = 'Hi {{firstName}},\n\nWe make listing software for agents.\n\nStart your 7-day free trial today, then $49 per month.\n\nKind regards,\nDana';
    for (const seed of seeds) {
      const result = optimize('Listing software', content, seed);
      expect(result.improvedContent).toContain('We make listing software for agents.');
      expect(result.improvedContent).toContain('Start your 7-day free trial today, then $49 per month.');
      expect(result.recommendations).toContainEqual(expect.objectContaining({ impact: 'low', type: 'content', issue: 'Your offer uses "free trial", which filters weigh lightly.' }));
      expect(result.recommendations.some((r) => r.impact === 'high' && r.type === 'content')).toBe(false);
    }
  });

  it('rewords trigger phrases in the offer instead of leaving it out', () => {
    const content = 'Hi {{firstName}},\n\nClick here to start your free trial now: https://listingpro.example/trial\n\nThe 7-day free trial is followed by $49 per month, no obligation.\n\nBest,\nDana';
    const { improvedContent, recommendations } = optimize('Try it', content, 3);
    expect(improvedContent).toContain('Use this link to start your free trial: https://listingpro.example/trial');
    expect(improvedContent).toContain('The 7-day free trial is followed by $49 per month.');
    expect(improvedContent).not.toMatch(/click here|no obligation|\bnow\b/i);
    expect(recommendations.find((r) => r.impact === 'high' && r.type === 'content')?.issue).toBe('The content uses phrases spam filters watch for: "no obligation", "click here", "best" and "now".');
  });

  it('leaves out only sentences that are nothing but pressure', () => {
    const content = 'Hi {{firstName}},\n\nACT NOW!!! We make listing software. Would a call on Friday work?\n\nBest regards,\nSam';
    const { improvedContent } = optimize('Hello', content, 5);
    expect(improvedContent).not.toMatch(/act now/i);
    expect(improvedContent).toContain('We make listing software. Would a call on Friday work?');
  });
});
