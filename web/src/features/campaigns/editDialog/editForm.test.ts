import { describe, expect, it } from 'vitest';
import { emailAccountFixture } from '../../emailAccounts/emailAccountFixture.ts';
import type { Template } from '../../templates/templateTypes.ts';
import { TEMPLATE_DELETED } from '../advancedSetup/advancedForm.ts';
import type { CampaignView } from '../audience/campaignApi.ts';
import {
  campaignChanges,
  EMPTY_AUDIENCE,
  editErrors,
  editFormChanged,
  editFormOf,
  editSourceOf,
  emailSourceOf,
  fieldStep,
  SMS_MESSAGE_REQUIRED,
  SMS_MESSAGE_TOO_LONG,
  sentSubjects,
  templateChanges,
  withType,
} from './editForm.ts';

const campaign: CampaignView = {
  id: 'c1',
  name: 'Spring',
  type: 'email',
  status: 'draft',
  templateId: 't1',
  subject: null,
  content: null,
  fromEmailAccountId: 'a1',
  spreadAcrossMailboxes: false,
  recipientFilter: { cities: ['Austin'], performanceTiers: ['elite'], minListings: 5, minExperience: null },
  recipientCount: 10,
  sentCount: 0,
  openCount: 0,
  clickCount: 0,
  skippedCount: 0,
  failedCount: 0,
  unknownCount: 0,
  excludedCount: 0,
  abTest: null,
  sequence: null,
  sendWindow: null,
  tracking: { opens: false, clicks: false },
  scheduledAt: null,
  sentAt: null,
  completedAt: null,
  copiedFromId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const template = { id: 't1', name: 'Intro', subjectLines: ['Hi {{firstName}}', 'Second line'], content: 'Body' } as Template;

describe('the Edit Campaign form', () => {
  it('starts from the campaign and its template', () => {
    const source = emailSourceOf(campaign, [template]);
    expect(editFormOf(campaign, source)).toEqual({
      name: 'Spring',
      type: 'email',
      sender: 'a1',
      templateName: 'Intro',
      subject: 'Hi {{firstName}}',
      content: 'Body',
      variants: [],
      steps: [],
      audience: { cities: ['Austin'], performanceTiers: ['elite'] },
    });
  });

  it('asks for a name, an account and the template fields', () => {
    const source = emailSourceOf(campaign, [template]);
    const form = { ...editFormOf(campaign, source), name: ' ', sender: null, subject: '' };
    expect(editErrors(form, source)).toEqual({ name: 'Campaign name is required', sender: 'Email account is required', subject: 'Subject line is required' });
    expect(editErrors({ ...form, type: 'sms', name: 'x', subject: 'y' }, source)).toEqual({});
  });

  it('changes the template only when its fields changed, keeping its other subject lines', () => {
    const source = emailSourceOf(campaign, [template]);
    const form = editFormOf(campaign, source);
    expect(templateChanges(source, form)).toBeNull();
    expect(templateChanges(source, { ...form, subject: ' New subject ' })).toEqual({ id: 't1', body: { name: 'Intro', subjectLines: ['New subject', 'Second line'], content: 'Body' } });
  });

  it('sends name, type, sending account and recipient filter (its minimums kept)', () => {
    const source = emailSourceOf(campaign, [template]);
    const form = { ...editFormOf(campaign, source), name: ' Renamed ', audience: { cities: [], performanceTiers: ['active' as const] } };
    expect(campaignChanges(campaign, source, form)).toEqual({
      name: 'Renamed',
      type: 'email',
      fromEmailAccountId: 'a1',
      spreadAcrossMailboxes: false,
      recipientFilter: { cities: [], performanceTiers: ['active'], minListings: 5, minExperience: null },
    });
  });

  it("sends a campaign's own subject and content when they changed", () => {
    const own = { ...campaign, templateId: null, subject: 'Old', content: 'Old body' };
    const source = emailSourceOf(own, []);
    expect(source).toEqual({ kind: 'own' });
    const form = { ...editFormOf(own, source), content: 'New body' };
    expect(campaignChanges(own, source, form)).toMatchObject({ subject: 'Old', content: 'New body' });
    expect(campaignChanges(own, source, editFormOf(own, source))).not.toHaveProperty('content');
  });

  it('moves an e-mail campaign to SMS without its template: the SMS text is written anew, asked for and held to its length', () => {
    const edits = withType(campaign, { name: 'Spring texts' }, 'sms');
    expect(edits).toEqual({ name: 'Spring texts', type: 'sms', subject: '', content: '' });
    const source = editSourceOf(campaign, 'sms', [template]);
    expect(source).toEqual({ kind: 'own' });
    const form = { ...editFormOf(campaign, source), ...edits };
    expect(editErrors(form, source, { savedType: 'email' })).toEqual({ content: SMS_MESSAGE_REQUIRED });
    expect(editErrors({ ...form, content: 'x'.repeat(321) }, source, { savedType: 'email' })).toEqual({ content: SMS_MESSAGE_TOO_LONG });
    const text = { ...form, content: 'Hi {{firstName}}, a free week of ListingPro?' };
    expect(editErrors(text, source, { savedType: 'email' })).toEqual({});
    expect(campaignChanges(campaign, source, text)).toEqual({
      name: 'Spring texts',
      type: 'sms',
      recipientFilter: campaign.recipientFilter,
      templateId: null,
      subject: null,
      content: 'Hi {{firstName}}, a free week of ListingPro?',
    });
    expect(templateChanges(source, text)).toBeNull();
    // Back to e-mail: the template and its texts as they were.
    const back = withType(campaign, { ...edits, content: 'typed' }, 'email');
    expect(back).toEqual({ name: 'Spring texts', type: 'email' });
    expect(editSourceOf(campaign, 'ab-test', [template])).toEqual({ kind: 'template', template });
  });

  it('moves an SMS campaign to e-mail with a subject line and content of its own, both asked for', () => {
    const sms = { ...campaign, type: 'sms' as const, templateId: null, fromEmailAccountId: null, content: 'Hi {{firstName}}' };
    const source = editSourceOf(sms, 'email', []);
    const form = { ...editFormOf(sms, source), ...withType(sms, {}, 'email'), sender: 'a1' };
    expect(editErrors(form, source, { savedType: 'sms' })).toEqual({ subject: 'Subject line is required', content: 'Email content is required' });
    expect(campaignChanges(sms, source, { ...form, subject: ' Spring ', content: 'Hello' })).toMatchObject({
      type: 'email',
      fromEmailAccountId: 'a1',
      templateId: null,
      subject: 'Spring',
      content: 'Hello',
    });
  });

  it('refuses a mailbox that is no longer offered, as no choice', () => {
    const source = emailSourceOf(campaign, [template]);
    const form = editFormOf(campaign, source);
    expect(editErrors(form, source, { accounts: [emailAccountFixture({ id: 'a1' })] })).toEqual({});
    expect(editErrors(form, source, { accounts: [emailAccountFixture({ id: 'other' })] })).toEqual({ sender: 'Email account is required' });
    expect(editErrors(form, source, { accounts: [emailAccountFixture({ id: 'a1', isActive: false })] })).toEqual({ sender: 'Email account is required' });
  });

  it('refuses an audience counted at 0 recipients, on the Audience step', () => {
    const source = emailSourceOf(campaign, [template]);
    const form = editFormOf(campaign, source);
    expect(editErrors(form, source, { recipientCount: 0 })).toEqual({ audience: EMPTY_AUDIENCE });
    expect(editErrors(form, source, { recipientCount: 3 })).toEqual({});
    // Not counted yet (or not countable): the server counts it.
    expect(editErrors(form, source, { recipientCount: undefined })).toEqual({});
    expect(fieldStep('audience')).toBe(4);
    expect(fieldStep('variants.1.subject')).toBe(2);
  });

  it('has changes to lose only while it says something else than the campaign and its template', () => {
    const source = emailSourceOf(campaign, [template]);
    const form = editFormOf(campaign, source);
    expect(editFormChanged(campaign, form, [template])).toBe(false);
    expect(editFormChanged(campaign, { ...form, subject: 'New subject' }, [template])).toBe(true);
    expect(editFormChanged(campaign, { ...form, audience: { ...form.audience, cities: [] } }, [template])).toBe(true);
    // To SMS and back: the template and its texts as they were.
    const back = withType(campaign, withType(campaign, {}, 'sms'), 'email');
    expect(editFormChanged(campaign, { ...editFormOf(campaign, editSourceOf(campaign, 'email', [template])), ...back }, [template])).toBe(false);
    expect(editFormChanged(campaign, { ...editFormOf(campaign, editSourceOf(campaign, 'sms', [template])), ...withType(campaign, {}, 'sms') }, [template])).toBe(true);
  });
});

describe('editing an A/B test', () => {
  const abTest = {
    ...campaign,
    type: 'ab-test' as const,
    abTest: {
      variants: [
        { key: 'A' as const, subject: 'Old A', content: null },
        { key: 'B' as const, subject: 'Old B', content: null },
      ],
      testPercent: 20,
      waitHours: 4,
      metric: 'replies' as const,
      fallback: 'first-variant' as const,
    },
  };

  it("edits the variants' subject lines, which is what the test e-mail and the send use", () => {
    const source = emailSourceOf(abTest, [template]);
    const form = editFormOf(abTest, source);
    expect(form.variants).toEqual([
      { key: 'A', subject: 'Old A', content: null },
      { key: 'B', subject: 'Old B', content: null },
    ]);
    expect(campaignChanges(abTest, source, form)).not.toHaveProperty('abTest');
    const edited = { ...form, variants: [{ ...form.variants[0]!, subject: ' New A ' }, form.variants[1]!] };
    expect(campaignChanges(abTest, source, edited).abTest).toEqual({
      variants: [
        { subject: 'New A', content: null },
        { subject: 'Old B', content: null },
      ],
      testPercent: 20,
      waitHours: 4,
      metric: 'replies',
      fallback: 'first-variant',
    });
    // The template's own subject line is not what the test sends: it is left as it is.
    expect(templateChanges(source, edited)).toBeNull();
    expect(sentSubjects(edited, source)).toEqual(['New A', 'Old B']);
  });

  it('asks for each subject line, content where a variant has its own, and different variants', () => {
    const own = { ...abTest, templateId: null, abTest: { ...abTest.abTest, variants: [{ key: 'A' as const, subject: 'A', content: 'Body A' }, { key: 'B' as const, subject: 'B', content: 'Body B' }] } };
    const source = emailSourceOf(own, []);
    const form = editFormOf(own, source);
    expect(editErrors(form, source)).toEqual({});
    expect(editErrors({ ...form, variants: [{ key: 'A', subject: ' ', content: ' ' }, form.variants[1]!] }, source)).toEqual({
      'variants.0.subject': 'Subject line is required',
      'variants.0.content': 'Email content is required',
    });
    expect(editErrors({ ...form, variants: [form.variants[0]!, { key: 'B', subject: 'A', content: 'Body A' }] }, source)).toEqual({
      variants: 'Variants A and B are the same: change the subject line or the content of one',
    });
  });

  it('stops editing variants when the campaign stops being an A/B test', () => {
    const source = emailSourceOf(abTest, [template]);
    const form = { ...editFormOf(abTest, source), type: 'email' as const, variants: [{ key: 'A' as const, subject: 'x', content: null }] };
    expect(campaignChanges(abTest, source, form)).not.toHaveProperty('abTest');
  });
});

describe('editing a sequence', () => {
  const sequence: CampaignView = {
    ...campaign,
    type: 'sequence',
    templateId: null,
    sequence: {
      steps: [
        { step: 1, templateId: 't1', subject: null, content: null, delayDays: 0, sendWindow: null, sameThread: false },
        { step: 2, templateId: null, subject: 'Following up', content: 'Any thoughts, {{firstName}}?', delayDays: 3, sendWindow: null, sameThread: true },
        { step: 3, templateId: null, subject: 'Last try', content: 'Closing the loop.', delayDays: 5, sendWindow: null, sameThread: true },
      ],
    },
  };

  it("edits the steps: unchanged they are not sent, changed they are sent whole, on the Email Content step", () => {
    const source = emailSourceOf(sequence, [template]);
    expect(source).toEqual({ kind: 'none' });
    const form = editFormOf(sequence, source);
    expect(form.steps.map((step) => step.template)).toEqual(['t1', 'custom', 'custom']);
    expect(campaignChanges(sequence, source, form)).not.toHaveProperty('sequence');
    const edited = { ...form, steps: form.steps.map((step, i) => (i === 1 ? { ...step, delayDays: 4 } : step)) };
    expect(campaignChanges(sequence, source, edited).sequence!.steps.map((step) => step.delayDays)).toEqual([0, 4, 5]);
    expect(editErrors(edited, source)).toEqual({});
    const broken = { ...form, steps: form.steps.map((step, i) => (i === 2 ? { ...step, subject: ' ' } : step)) };
    expect(editErrors(broken, source)).toEqual({ steps: 'Step 3: Subject line is required' });
    expect(fieldStep('steps')).toBe(2);
  });

  it('refuses a step whose template was deleted until another template or its own texts are chosen', () => {
    const source = emailSourceOf(sequence, []);
    const form = editFormOf(sequence, source);
    expect(editErrors(form, source, { templates: [] })).toEqual({ steps: `Step 1: ${TEMPLATE_DELETED}` });
    // Not known while the templates are not loaded: the server has the last word.
    expect(editErrors(form, source, { templates: undefined })).toEqual({});
    const replaced = { ...form, steps: form.steps.map((step, i) => (i === 0 ? { ...step, template: 'custom', subject: 'Hello', content: 'Hi {{firstName}}' } : step)) };
    expect(editErrors(replaced, source, { templates: [] })).toEqual({});
    expect(editErrors(form, source, { templates: [template] })).toEqual({});
  });

  it('leaves the steps alone when the campaign stops being a sequence', () => {
    const source = emailSourceOf(sequence, [template]);
    const form = { ...editFormOf(sequence, source), type: 'email' as const };
    form.steps = form.steps.map((step) => ({ ...step, delayDays: 9 }));
    expect(campaignChanges(sequence, source, form)).not.toHaveProperty('sequence');
    expect(editErrors({ ...form, steps: [{ ...form.steps[0]!, template: null }] }, source)).not.toHaveProperty('steps');
  });
});
