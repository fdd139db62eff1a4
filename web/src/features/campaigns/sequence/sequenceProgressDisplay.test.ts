import { describe, expect, it } from 'vitest';
import { delayLabel, sequenceTotals, type SequenceStepProgress } from './sequenceProgressDisplay.ts';

const step = (step: number, counts: Partial<SequenceStepProgress> = {}): SequenceStepProgress => ({ step, delayDays: 0, waiting: 0, sent: 0, replied: 0, stopped: 0, notSent: 0, ...counts });

describe('sequence progress display', () => {
  it('says when each step goes: from the start for step 1, from the previous step for the rest', () => {
    expect(delayLabel(step(1))).toBe('At the start');
    expect(delayLabel(step(1, { delayDays: 1 }))).toBe('1 day after the start');
    expect(delayLabel(step(2))).toBe('Right after the previous step');
    expect(delayLabel(step(3, { delayDays: 3 }))).toBe('3 days after the previous step');
  });

  it('adds up who is still in the sequence and whom it stopped for', () => {
    const progress = [step(1, { sent: 3, replied: 1 }), step(2, { waiting: 1, sent: 1, stopped: 1 }), step(3, { waiting: 1 })];
    expect(sequenceTotals(progress)).toEqual({ inSequence: 2, stopped: 1, replied: 1 });
  });
});
