import { describe, expect, it } from 'vitest';
import { DELETED_TEMPLATE_LABEL, templateOptions } from '../advancedSetup/advancedForm.ts';
import type { Template } from '../../templates/templateTypes.ts';
import type { CampaignView } from '../audience/campaignApi.ts';
import { sequenceChanges, sequenceStepFormsOf } from './sequenceEdit.ts';

type Step = NonNullable<CampaignView['sequence']>['steps'][number];
const step = (changes: Partial<Step> & Pick<Step, 'step'>): Step => ({ templateId: null, subject: null, content: null, delayDays: 0, sendWindow: null, sameThread: false, ...changes });

const sequence: Pick<CampaignView, 'type' | 'sequence'> = {
  type: 'sequence',
  sequence: {
    steps: [
      step({ step: 1, templateId: 't1' }),
      step({ step: 2, subject: 'Following up', content: 'Any thoughts, {{firstName}}?', delayDays: 3, sameThread: true }),
      step({ step: 3, subject: 'Last try', content: 'Closing the loop.', delayDays: 5, sendWindow: { days: ['tue', 'thu'], start: '10:00', end: '12:00' } }),
    ],
  },
};

describe("a sequence's steps in the Edit dialog", () => {
  it('become the step fields: a template picked, or its own texts as a custom template, its delay, thread and window', () => {
    expect(sequenceStepFormsOf(sequence)).toEqual([
      { key: 1, template: 't1', subject: '', content: '', delayDays: 0, sameThread: false, sendWindow: { enabled: false, days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '09:00', end: '17:00' } },
      { key: 2, template: 'custom', subject: 'Following up', content: 'Any thoughts, {{firstName}}?', delayDays: 3, sameThread: true, sendWindow: expect.objectContaining({ enabled: false }) },
      { key: 3, template: 'custom', subject: 'Last try', content: 'Closing the loop.', delayDays: 5, sameThread: false, sendWindow: { enabled: true, days: ['tue', 'thu'], start: '10:00', end: '12:00' } },
    ]);
    expect(sequenceStepFormsOf({ type: 'email', sequence: null })).toEqual([]);
  });

  it("keep a step's deleted template chosen, which its picker shows as 'Deleted template', not as its id", () => {
    const [first] = sequenceStepFormsOf(sequence);
    expect(first!.template).toBe('t1');
    const library = [{ id: 't2', name: 'Other', status: 'saved' }] as Template[];
    expect(templateOptions(library, first!.template).find((option) => option.value === 't1')).toEqual({ value: 't1', label: DELETED_TEMPLATE_LABEL, disabled: true });
  });

  it('are not sent when unchanged, even after a window is turned on and off again', () => {
    const steps = sequenceStepFormsOf(sequence);
    expect(sequenceChanges(sequence, steps)).toBeUndefined();
    const toggled = steps.map((s, i) => (i === 0 ? { ...s, sendWindow: { ...s.sendWindow, days: ['sat' as const] } } : s));
    expect(sequenceChanges(sequence, toggled)).toBeUndefined();
  });

  it('are sent whole when a delay or a text changed, each as its template or its own subject and content', () => {
    const steps = sequenceStepFormsOf(sequence);
    const edited = steps.map((s, i) => (i === 1 ? { ...s, delayDays: 4 } : i === 2 ? { ...s, subject: ' Last chance ' } : s));
    expect(sequenceChanges(sequence, edited)).toEqual({
      steps: [
        { templateId: 't1', subject: null, content: null, delayDays: 0, sameThread: false, sendWindow: null },
        { templateId: null, subject: 'Following up', content: 'Any thoughts, {{firstName}}?', delayDays: 4, sameThread: true, sendWindow: null },
        { templateId: null, subject: 'Last chance', content: 'Closing the loop.', delayDays: 5, sameThread: false, sendWindow: { days: ['tue', 'thu'], start: '10:00', end: '12:00' } },
      ],
    });
  });

  it('are sent in their new order when moved, the new step 1 never a reply', () => {
    const [first, second, third] = sequenceStepFormsOf(sequence);
    const body = sequenceChanges(sequence, [second!, first!, third!]);
    expect(body!.steps.map((s) => [s.subject ?? s.templateId, s.sameThread])).toEqual([
      ['Following up', false],
      ['t1', false],
      ['Last try', false],
    ]);
  });
});
