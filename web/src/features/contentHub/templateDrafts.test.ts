import { describe, expect, it } from 'vitest';
import { emailCategoryOf, emailTemplateFromWizard, smsTemplateFromWizard, targetTierOf } from './templateDrafts.ts';

const when = new Date(2025, 0, 5, 12);
const wizardTemplate = {
  id: 't1',
  name: 'Free trial: Story',
  description: 'A short story',
  category: 'free-trial',
  targetTier: 'high-performer',
  subjectLine: '{{firstName}}, 7 days free',
  content: 'Hi {{firstName}},\n\nTry it.',
};

describe('emailTemplateFromWizard', () => {
  it('saves the subject line and content under the name with the date', () => {
    expect(emailTemplateFromWizard(wizardTemplate, when)).toEqual({
      name: 'Free trial: Story - Jan 5, 2025',
      subjectLines: ['{{firstName}}, 7 days free'],
      content: 'Hi {{firstName}},\n\nTry it.',
      variables: [],
      targetTier: 'high-performer',
      category: 'free-trial',
      status: 'saved',
    });
  });

  it("fits what a model may write to the library's rules", () => {
    const saved = emailTemplateFromWizard({ ...wizardTemplate, name: 'N'.repeat(300), subjectLine: 'S'.repeat(250), category: 'Free Trial!', targetTier: 'High Performers' }, when);
    expect([...saved.name].length).toBeLessThanOrEqual(200);
    expect(saved.name.endsWith(' - Jan 5, 2025')).toBe(true);
    expect([...saved.subjectLines![0]!].length).toBe(200);
    expect(saved.category).toBe('free-trial');
    expect(saved.targetTier).toBeNull();
  });
});

describe('emailCategoryOf', () => {
  it('makes a slug, never an SMS category, and general when nothing is left', () => {
    expect(emailCategoryOf('Demo Request')).toBe('demo-request');
    expect(emailCategoryOf('sms-demo')).toBe('general');
    expect(emailCategoryOf('!!!')).toBe('general');
    expect(emailCategoryOf(`${'a'.repeat(49)}-b`)).toBe('a'.repeat(49));
  });
});

describe('targetTierOf', () => {
  it('keeps the tiers the library knows', () => {
    expect(targetTierOf('Elite')).toBe('elite');
    expect(targetTierOf('all')).toBe('all');
    expect(targetTierOf('everyone')).toBeNull();
    expect(targetTierOf(null)).toBeNull();
  });
});

describe('smsTemplateFromWizard', () => {
  it("saves the text under the campaign's name and the goal's SMS category", () => {
    expect(smsTemplateFromWizard({ targetTier: 'elite' }, ' Spring demos ', ' Hi {{firstName}} ', 'demo')).toEqual({
      name: 'Spring demos',
      subjectLines: [],
      content: 'Hi {{firstName}}',
      variables: [],
      targetTier: 'elite',
      category: 'sms-demo',
      status: 'saved',
    });
    expect(smsTemplateFromWizard({ targetTier: 'x' }, 'A', 'B', 'education').category).toBe('sms-general');
  });
});
