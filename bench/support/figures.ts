import { meetsTarget } from './stats.ts';
import type { Figure } from './suite.ts';
import type { Comparison } from './timing.ts';

export interface FigureSpec {
  id: string;
  name: string;
  unit?: string;
  baselineDescription: string;
  target?: number;
  notes?: string;
}

/** A Figure from a measured/baseline comparison. */
export function toFigure(spec: FigureSpec, comparison: Comparison): Figure {
  return {
    id: spec.id,
    name: spec.name,
    unit: spec.unit ?? 'events/s',
    value: comparison.measured.median,
    baseline: comparison.baseline.median,
    baselineDescription: spec.baselineDescription,
    ratio: comparison.ratio,
    pairedRatio: comparison.pairedRatio,
    ...(spec.target === undefined ? {} : { target: spec.target, meetsTarget: meetsTarget(comparison.ratio, spec.target) }),
    samples: { value: comparison.measured, baseline: comparison.baseline },
    ...(spec.notes === undefined ? {} : { notes: spec.notes }),
  };
}
