import { meetsTarget, ratio, withinRange, type RatioRange } from './stats.ts';
import type { Figure, FigureSamples } from './suite.ts';
import type { Comparison } from './timing.ts';
import { formatRatio } from './table.ts';

export interface FigureSpec {
  id: string;
  name: string;
  unit?: string;
  baselineUnit?: string;
  baselineDescription: string;
  target?: number;
  notes?: string;
}

/** A Figure from a measured/baseline comparison of rates (higher is better). */
export function toFigure(spec: FigureSpec, comparison: Comparison): Figure {
  return {
    id: spec.id,
    name: spec.name,
    unit: spec.unit ?? 'events/s',
    ...(spec.baselineUnit === undefined ? {} : { baselineUnit: spec.baselineUnit }),
    value: comparison.measured.median,
    baseline: comparison.baseline.median,
    baselineDescription: spec.baselineDescription,
    ratio: comparison.ratio,
    pairedRatio: comparison.pairedRatio,
    ...(spec.target === undefined
      ? {}
      : { target: spec.target, targetText: `≥ ${formatRatio(spec.target)}`, meetsTarget: meetsTarget(comparison.ratio, spec.target) }),
    samples: { value: comparison.measured, baseline: comparison.baseline },
    ...(spec.notes === undefined ? {} : { notes: spec.notes }),
  };
}

/** A target that is not a bound on the ratio (an absolute latency, a duration): what it says and whether it is met. */
export interface StatedTarget {
  text: string;
  met: boolean;
}

export interface ValueFigureSpec extends Omit<FigureSpec, 'target'> {
  unit: string;
  better: 'higher' | 'lower';
  value: number;
  baseline: number;
  /** A bound on the ratio: ≥ for 'higher', ≤ for 'lower'. */
  ratioTarget?: number;
  /** A two-sided target on the ratio, bounds included (a rate held at a limit: neither far under it nor over it). */
  ratioRange?: RatioRange;
  /** A target on the value itself, printed as is. */
  statedTarget?: StatedTarget;
  samples?: FigureSamples;
}

/**
 * A Figure from one value and its baseline (a latency percentile, a one-off load's duration or
 * rate). ratio = value / baseline either way; `better` says which way is good.
 */
export function valueFigure(spec: ValueFigureSpec): Figure {
  const r = ratio(spec.value, spec.baseline);
  let target: Pick<Figure, 'target' | 'targetRange' | 'targetText' | 'meetsTarget'> = {};
  if (spec.ratioTarget !== undefined) {
    const sign = spec.better === 'higher' ? '≥' : '≤';
    target = {
      target: spec.ratioTarget,
      targetText: `ratio ${sign} ${formatRatio(spec.ratioTarget)}`,
      meetsTarget: spec.better === 'higher' ? r >= spec.ratioTarget : r <= spec.ratioTarget,
    };
  } else if (spec.ratioRange !== undefined) {
    const { min, max } = spec.ratioRange;
    target = { targetRange: { min, max }, targetText: `${formatRatio(min)} ≤ ratio ≤ ${formatRatio(max)}`, meetsTarget: withinRange(r, spec.ratioRange) };
  } else if (spec.statedTarget !== undefined) {
    target = { targetText: spec.statedTarget.text, meetsTarget: spec.statedTarget.met };
  }
  return {
    id: spec.id,
    name: spec.name,
    unit: spec.unit,
    ...(spec.baselineUnit === undefined ? {} : { baselineUnit: spec.baselineUnit }),
    better: spec.better,
    value: spec.value,
    baseline: spec.baseline,
    baselineDescription: spec.baselineDescription,
    ratio: r,
    ...target,
    ...(spec.samples === undefined ? {} : { samples: spec.samples }),
    ...(spec.notes === undefined ? {} : { notes: spec.notes }),
  };
}
