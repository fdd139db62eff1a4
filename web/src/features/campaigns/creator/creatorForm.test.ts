import { describe, expect, it } from 'vitest';
import { contentErrors, creatorCampaignBody, creatorTemplateBody, detailsErrors, emptyCreatorForm, firstIncompleteStep, subjectsFor, type CreatorForm } from './creatorForm.ts';
import { SPREAD_SENDER } from './senderChoice.ts';

const complete = (changes: Partial<CreatorForm> = {}): CreatorForm => ({
  ...emptyCreatorForm(),
  name: ' Spring outreach ',
  sender: 'account-1',
  templateName: ' Spring intro ',
  subjects: ['Hi {{firstName}}'],
  content: 'Hello {{firstName}} from {{city}}',
  ...changes,
});

describe('the Streamlined creator form', () => {
  it('asks for a name and an email account on the first step', () => {
    expect(detailsErrors(emptyCreatorForm())).toEqual({ name: 'Campaign name is required', sender: 'Email account is required' });
    expect(detailsErrors(complete())).toEqual({});
  });

  it('asks for the template name, subject line and content on the second step', () => {
    expect(contentErrors({ ...emptyCreatorForm(), content: '  ' })).toEqual({
      templateName: 'Template name is required',
      'subjects.0': 'Subject line is required',
      content: 'Email content is required',
    });
    expect(contentErrors(complete())).toEqual({});
  });

  it('asks an A/B test for two to four different subject lines', () => {
    expect(subjectsFor('ab-test', ['Only one'])).toEqual(['Only one', '']);
    expect(subjectsFor('ab-test', ['1', '2', '3', '4', '5'])).toHaveLength(4);
    expect(subjectsFor('email', ['First', 'Second'])).toEqual(['First']);
    const form = complete({ type: 'ab-test', subjects: ['Same', ' Same '] });
    expect(contentErrors(form)).toEqual({ 'subjects.1': 'Variant B: The same as variant A: write a different subject line' });
    expect(contentErrors(complete({ type: 'ab-test', subjects: ['One'] }))).toEqual({ 'subjects.1': 'Variant B: Subject line is required' });
  });

  it('sends back to the first step that is not complete', () => {
    expect(firstIncompleteStep(complete({ name: '' }))).toBe(1);
    expect(firstIncompleteStep(complete({ content: '' }))).toBe(2);
    expect(firstIncompleteStep(complete())).toBeNull();
  });

  it('keeps the e-mail as a template with the variables it uses', () => {
    expect(creatorTemplateBody(complete())).toEqual({ name: 'Spring intro', subjectLines: ['Hi {{firstName}}'], content: 'Hello {{firstName}} from {{city}}', variables: ['firstName', 'city'] });
  });

  it('makes a draft on the template for the chosen recipients', () => {
    const form = complete({ audience: { cities: ['Austin'], performanceTiers: ['elite'] } });
    expect(creatorCampaignBody(form, 'template-1', 12)).toEqual({
      name: 'Spring outreach',
      type: 'email',
      status: 'draft',
      templateId: 'template-1',
      fromEmailAccountId: 'account-1',
      spreadAcrossMailboxes: false,
      recipientFilter: { cities: ['Austin'], performanceTiers: ['elite'] },
      recipientCount: 12,
      abTest: null,
    });
  });

  it('makes an A/B test of one variant per subject line, spread across the mailboxes when chosen', () => {
    const body = creatorCampaignBody(complete({ type: 'ab-test', sender: SPREAD_SENDER, subjects: [' A line ', 'B line'] }), 'template-1', null);
    expect(body).toMatchObject({
      type: 'ab-test',
      fromEmailAccountId: null,
      spreadAcrossMailboxes: true,
      abTest: { variants: [{ subject: 'A line' }, { subject: 'B line' }], testPercent: 20, waitHours: 4, metric: 'replies', fallback: 'first-variant' },
    });
  });
});
