import type { Campaign } from '../shared/campaignTypes.ts';

export type SequenceStepProgress = NonNullable<Campaign['sequenceProgress']>[number];

/** A step's delay as the table shows it: step 1's after the send started, later ones' after the previous step was sent. */
export function delayLabel(step: Pick<SequenceStepProgress, 'step' | 'delayDays'>): string {
  if (step.delayDays === 0) return step.step === 1 ? 'At the start' : 'Right after the previous step';
  const days = step.delayDays === 1 ? '1 day' : `${step.delayDays} days`;
  return step.step === 1 ? `${days} after the start` : `${days} after the previous step`;
}

/** How many recipients are still in the sequence, and how many it stopped for (any step). */
export function sequenceTotals(progress: readonly SequenceStepProgress[]): { inSequence: number; stopped: number; replied: number } {
  return progress.reduce((t, s) => ({ inSequence: t.inSequence + s.waiting, stopped: t.stopped + s.stopped, replied: t.replied + s.replied }), { inSequence: 0, stopped: 0, replied: 0 });
}
