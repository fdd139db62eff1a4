import { describe, expect, it } from 'vitest';
import type { Template } from '../../templates/templateTypes.ts';
import {
  advancedCampaignBody,
  advancedProblems,
  audienceOfRecipients,
  chosenSendTime,
  CUSTOM_TEMPLATE,
  DELETED_TEMPLATE_LABEL,
  draftSavedDescription,
  emptyAdvancedForm,
  withTracking,
  firstEmail,
  newStep,
  scheduledMoment,
  sequenceProblems,
  TEMPLATE_DELETED,
  templateDeleted,
  templateOptions,
  UNLOADED_TEMPLATE_LABEL,
  type AdvancedForm,
} from './advancedForm.ts';

const now = new Date('2026-03-10T12:00:00');
const ca = ['Los Angeles', 'San Diego'];
const form = (changes: Partial<AdvancedForm> = {}): AdvancedForm => ({ ...emptyAdvancedForm(), name: 'Spring', sender: 'account-1', ...changes });
const custom = { template: CUSTOM_TEMPLATE, subject: 'Hi {{firstName}}', content: 'Hello from {{city}}' };

describe('Advanced Setup', () => {
  it('tracks opens and clicks as chosen; an A/B metric whose tracking goes off goes back to replies', () => {
    const clicks = form({ type: 'ab-test', tracking: { opens: false, clicks: true }, abTest: { ...emptyAdvancedForm().abTest, metric: 'clicks' } });
    expect(withTracking(clicks, { opens: true, clicks: true })).toEqual({ tracking: { opens: true, clicks: true }, abTest: clicks.abTest });
    expect(withTracking(clicks, { opens: true, clicks: false }).abTest.metric).toBe('replies');
    expect(withTracking(form(), { opens: true, clicks: false })).toMatchObject({ tracking: { opens: true, clicks: false }, abTest: { metric: 'replies' } });
  });

  it('wires the recipient checkboxes to the recipient filter', () => {
    expect(audienceOfRecipients({ all: true, california: true, topPerformers: true }, ca)).toEqual({ cities: [], performanceTiers: [] });
    expect(audienceOfRecipients({ all: false, california: true, topPerformers: false }, ca)).toEqual({ cities: ca, performanceTiers: [] });
    expect(audienceOfRecipients({ all: false, california: true, topPerformers: true }, ca)).toEqual({ cities: ca, performanceTiers: ['elite', 'high-performer'] });
  });

  it('names what is missing', () => {
    const blank = { ...emptyAdvancedForm(), recipients: { all: false, california: false, topPerformers: false } };
    expect(advancedProblems(blank, { californiaCities: ca, now, kind: 'draft' })).toEqual([
      'Campaign name is required',
      'Email account is required',
      'Choose the recipients: all active contacts, California agents or top performers',
      "Choose a template or 'Custom Template...'",
    ]);
    expect(advancedProblems(form({ email: { template: CUSTOM_TEMPLATE, subject: '', content: ' ' } }), { californiaCities: ca, now, kind: 'draft' })).toEqual([
      'Subject line is required',
      'Email content is required',
    ]);
  });

  it('refuses a send time in the past, and asks for both date and time', () => {
    const later = (date: string, time: string) => form({ email: custom, schedule: { mode: 'later', date, time } });
    expect(advancedProblems(later('2026-03-10', '11:59'), { californiaCities: ca, now, kind: 'create' })).toEqual(['The schedule time must be in the future']);
    expect(advancedProblems(later('2026-03-10', ''), { californiaCities: ca, now, kind: 'create' })).toEqual(['Choose the date and time to send it']);
    expect(advancedProblems(later('2026-03-10', '11:59'), { californiaCities: ca, now, kind: 'draft' })).toEqual([]);
    expect(advancedProblems(later('2026-03-11', '09:30'), { californiaCities: ca, now, kind: 'create' })).toEqual([]);
  });

  it('creates a one-time e-mail on a template, scheduled when sent later', () => {
    const later = form({ email: { template: 't1', subject: '', content: '' }, schedule: { mode: 'later', date: '2026-03-11', time: '09:30' } });
    expect(advancedCampaignBody(later, { californiaCities: ca, kind: 'create', recipientCount: 5 })).toEqual({
      name: 'Spring',
      type: 'email',
      status: 'scheduled',
      scheduledAt: scheduledMoment('2026-03-11', '09:30')!.toISOString(),
      fromEmailAccountId: 'account-1',
      spreadAcrossMailboxes: false,
      recipientFilter: { cities: [], performanceTiers: [] },
      recipientCount: 5,
      tracking: { opens: false, clicks: false },
      sendWindow: null,
      templateId: 't1',
      subject: null,
      content: null,
    });
    expect(advancedCampaignBody(later, { californiaCities: ca, kind: 'draft', recipientCount: 5 })).toMatchObject({ status: 'draft' });
    expect(advancedCampaignBody(later, { californiaCities: ca, kind: 'draft', recipientCount: 5 })).not.toHaveProperty('scheduledAt');
  });

  it('keeps Save as Draft a draft, saying it is not scheduled and how to schedule it', () => {
    const later = { mode: 'later' as const, date: '2026-03-11', time: '09:30' };
    expect(chosenSendTime(later, now)).toEqual(scheduledMoment('2026-03-11', '09:30'));
    expect(chosenSendTime({ ...later, time: '' }, now)).toBeNull();
    expect(chosenSendTime({ ...later, date: '2026-03-09' }, now)).toBeNull();
    expect(chosenSendTime({ ...later, mode: 'now' }, now)).toBeNull();

    expect(draftSavedDescription('Spring', { mode: 'now', date: '', time: '' }, now)).toBe('Campaign created successfully: "Spring" is saved as a draft.');
    expect(draftSavedDescription('Spring', later, now)).toMatch(
      /^Campaign created successfully: "Spring" is saved as a draft\. It is not scheduled: a draft keeps no send time\. Press Schedule to send it on Mar 11, 2026, 9:30 AM, or send it from the campaigns list\.$/,
    );
    expect(draftSavedDescription('Spring', { ...later, time: '' }, now)).toBe(
      'Campaign created successfully: "Spring" is saved as a draft. It is not scheduled: a draft keeps no send time. Send it from the campaigns list when it is ready.',
    );
  });

  it('creates an A/B test of subject lines on shared content, or of whole contents', () => {
    const abTest = { ...emptyAdvancedForm().abTest, variants: [{ subject: ' One ', content: '' }, { subject: 'Two', content: '' }] };
    const bySubject = advancedCampaignBody(form({ type: 'ab-test', email: custom, abTest }), { californiaCities: ca, kind: 'draft', recipientCount: null });
    expect(bySubject).toMatchObject({
      type: 'ab-test',
      templateId: null,
      subject: null,
      content: 'Hello from {{city}}',
      abTest: { variants: [{ subject: 'One' }, { subject: 'Two' }], testPercent: 20, waitHours: 4, metric: 'replies', fallback: 'first-variant' },
    });
    const whole = { ...abTest, mode: 'contents' as const, variants: [{ subject: 'One', content: 'Body 1' }, { subject: 'Two', content: 'Body 2' }] };
    const byContent = advancedCampaignBody(form({ type: 'ab-test', abTest: whole }), { californiaCities: ca, kind: 'draft', recipientCount: null });
    expect(byContent).not.toHaveProperty('templateId');
    expect(byContent.abTest?.variants).toEqual([{ subject: 'One', content: 'Body 1' }, { subject: 'Two', content: 'Body 2' }]);
    expect(advancedProblems(form({ type: 'ab-test', abTest: { ...whole, variants: [whole.variants[0]!, whole.variants[0]!] } }), { californiaCities: ca, now, kind: 'draft' })).toEqual([
      'Two variants are the same: make each one different',
    ]);
  });

  it('creates a sequence of ordered steps with their delays and threads', () => {
    const steps = [{ ...newStep(1, 0), template: 't1' }, { ...newStep(2, 3), ...custom }];
    expect(advancedCampaignBody(form({ type: 'sequence', steps }), { californiaCities: ca, kind: 'draft', recipientCount: null }).sequence).toEqual({
      steps: [
        { templateId: 't1', subject: null, content: null, delayDays: 0, sameThread: false, sendWindow: null },
        { templateId: null, subject: 'Hi {{firstName}}', content: 'Hello from {{city}}', delayDays: 3, sameThread: true, sendWindow: null },
      ],
    });
    expect(advancedProblems(form({ type: 'sequence', steps: [{ ...steps[0]!, delayDays: -1 }] }), { californiaCities: ca, now, kind: 'draft' })).toEqual([
      'Step 1: the delay must be a whole number of days, 0 or more',
    ]);
  });

  it('sends in the chosen window, the campaign’s or a step’s own, days in week order; any time when off', () => {
    const weekdays = { enabled: true, days: ['fri', 'mon'] as const, start: '09:00', end: '17:00' };
    const steps = [
      { ...newStep(1, 0), template: 't1' },
      { ...newStep(2, 3), ...custom, sendWindow: { enabled: true, days: ['sat'] as const, start: '10:00', end: '12:00' } },
    ].map((step) => ({ ...step, sendWindow: { ...step.sendWindow, days: [...step.sendWindow.days] } }));
    const body = advancedCampaignBody(form({ type: 'sequence', steps, sendWindow: { ...weekdays, days: [...weekdays.days] } }), { californiaCities: ca, kind: 'draft', recipientCount: null });
    expect(body.sendWindow).toEqual({ days: ['mon', 'fri'], start: '09:00', end: '17:00' });
    expect(body.sequence!.steps.map((step) => step.sendWindow)).toEqual([null, { days: ['sat'], start: '10:00', end: '12:00' }]);
    // Turned off, the days and times chosen before are kept on the form but not sent.
    expect(advancedCampaignBody(form({ email: custom, sendWindow: { ...weekdays, days: [...weekdays.days], enabled: false } }), { californiaCities: ca, kind: 'draft', recipientCount: null }).sendWindow).toBeNull();

    const problems = (sendWindow: AdvancedForm['sendWindow']) => advancedProblems(form({ email: custom, sendWindow }), { californiaCities: ca, now, kind: 'draft' });
    expect(problems({ enabled: true, days: [], start: '09:00', end: '17:00' })).toEqual(['The send window needs at least one day']);
    expect(problems({ enabled: true, days: ['mon'], start: '17:00', end: '09:00' })).toEqual(['The send window must start before it ends']);
    expect(problems({ enabled: true, days: ['mon'], start: '', end: '09:00' })).toEqual(["Choose the send window's start and end times"]);
    expect(problems({ enabled: false, days: [], start: '', end: '' })).toEqual([]);
    const badStep = [{ ...steps[0]!, sendWindow: { enabled: true, days: [], start: '09:00', end: '17:00' } }];
    expect(advancedProblems(form({ type: 'sequence', steps: badStep }), { californiaCities: ca, now, kind: 'draft' })).toEqual(['Step 1: The send window needs at least one day']);
  });

  it("offers the library's saved templates by name, the chosen one always by name or as deleted, never as its id", () => {
    const library = [
      { id: 't1', name: 'Intro', status: 'saved' },
      { id: 't2', name: 'Unfinished', status: 'draft' },
    ] as Template[];
    const custom = { value: CUSTOM_TEMPLATE, label: 'Custom Template...' };
    expect(templateOptions(library, null)).toEqual([{ value: 't1', label: 'Intro' }, custom]);
    expect(templateOptions(library, 't2')).toEqual([{ value: 't1', label: 'Intro' }, { value: 't2', label: 'Unfinished' }, custom]);
    expect(templateOptions(library, 'gone')).toEqual([{ value: 't1', label: 'Intro' }, { value: 'gone', label: DELETED_TEMPLATE_LABEL, disabled: true }, custom]);
    expect(templateOptions(undefined, 't1')).toEqual([{ value: 't1', label: UNLOADED_TEMPLATE_LABEL, disabled: true }, custom]);
    expect(templateOptions(library, CUSTOM_TEMPLATE)).toEqual([{ value: 't1', label: 'Intro' }, custom]);
  });

  it('refuses a template that was deleted until another one or its own texts are chosen, once the templates are loaded', () => {
    const library = [{ id: 't1', name: 'Intro', status: 'saved' }] as Template[];
    const onDeleted = { ...newStep(1, 0), template: 'gone' };
    expect(templateDeleted(onDeleted, library)).toBe(true);
    expect(templateDeleted(onDeleted, undefined)).toBe(false);
    expect(templateDeleted({ template: 't1' }, library)).toBe(false);
    expect(templateDeleted({ template: CUSTOM_TEMPLATE }, [])).toBe(false);
    expect(templateDeleted({ template: null }, [])).toBe(false);

    const steps = [{ ...newStep(1, 0), template: 't1' }, { ...onDeleted, key: 2 }];
    expect(sequenceProblems(steps, library)).toEqual([`Step 2: ${TEMPLATE_DELETED}`]);
    expect(sequenceProblems(steps)).toEqual([]);
    expect(sequenceProblems([steps[0]!, { ...steps[1]!, template: 't1' }], library)).toEqual([]);
    expect(sequenceProblems([steps[0]!, { ...steps[1]!, ...custom }], library)).toEqual([]);
    const context = { californiaCities: ca, now, kind: 'draft' as const, templates: library };
    expect(advancedProblems(form({ email: { template: 'gone', subject: '', content: '' } }), context)).toEqual([TEMPLATE_DELETED]);
    expect(advancedProblems(form({ type: 'sequence', steps }), context)).toEqual([`Step 2: ${TEMPLATE_DELETED}`]);
  });

  it('previews the first e-mail: the template, variant A or step 1', () => {
    const templates = [{ id: 't1', subjectLines: ['From the template'], content: 'Template body' } as Template];
    expect(firstEmail(form({ email: { template: 't1', subject: '', content: '' } }), templates)).toEqual({ subject: 'From the template', content: 'Template body' });
    const abTest = { ...emptyAdvancedForm().abTest, variants: [{ subject: 'Variant A line', content: '' }, { subject: 'B', content: '' }] };
    expect(firstEmail(form({ type: 'ab-test', email: { template: 't1', subject: '', content: '' }, abTest }), templates)).toEqual({ subject: 'Variant A line', content: 'Template body' });
    expect(firstEmail(form({ type: 'sequence', steps: [{ ...newStep(1, 0), ...custom }] }), templates)).toEqual({ subject: 'Hi {{firstName}}', content: 'Hello from {{city}}' });
  });
});
