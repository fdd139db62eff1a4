import { describe, expect, it } from 'vitest';
import { valueFigure } from './figures.ts';
import { formatValue } from './table.ts';

const base = { id: 'x', name: 'x', baselineDescription: 'raw' };

describe('valueFigure', () => {
  it('is value / baseline, for rates and for times alike', () => {
    expect(valueFigure({ ...base, unit: 'events/s', better: 'higher', value: 500, baseline: 1000 }).ratio).toBe(0.5);
    expect(valueFigure({ ...base, unit: 'ms', better: 'lower', value: 6, baseline: 2 }).ratio).toBe(3);
  });

  it('meets a ratio target from above for rates and from below for times', () => {
    const rate = valueFigure({ ...base, unit: 'rows/s', better: 'higher', value: 40, baseline: 100, ratioTarget: 0.5 });
    expect([rate.meetsTarget, rate.targetText]).toEqual([false, 'ratio ≥ 0.50']);
    const time = valueFigure({ ...base, unit: 'ms', better: 'lower', value: 11, baseline: 10, ratioTarget: 1.2 });
    expect([time.meetsTarget, time.targetText]).toEqual([true, 'ratio ≤ 1.20']);
  });

  it('meets a two-sided ratio target within its bounds, bounds included', () => {
    const at = (value: number) => valueFigure({ ...base, unit: 'texts/s', better: 'higher', value, baseline: 10, ratioRange: { min: 0.9, max: 1 } });
    expect([at(9).meetsTarget, at(9.5).meetsTarget, at(10).meetsTarget]).toEqual([true, true, true]);
    expect([at(8.9).meetsTarget, at(10.2).meetsTarget]).toEqual([false, false]);
    expect([at(9.5).targetText, at(9.5).targetRange, at(9.5).target]).toEqual(['0.90 ≤ ratio ≤ 1.00', { min: 0.9, max: 1 }, undefined]);
  });

  it('takes a stated target (not a ratio) as it is given, and none when there is none', () => {
    const f = valueFigure({ ...base, unit: 'ms', better: 'lower', value: 25, baseline: 2, statedTarget: { text: 'p95 < 20 ms', met: false } });
    expect([f.targetText, f.meetsTarget, f.target]).toEqual(['p95 < 20 ms', false, undefined]);
    expect(valueFigure({ ...base, unit: 's', better: 'lower', value: 1, baseline: 2 }).meetsTarget).toBeUndefined();
  });
});

describe('formatValue', () => {
  it('writes rates, milliseconds, seconds and MiB with their units', () => {
    expect(formatValue(12345.6, 'events/s')).toBe('12,346 events/s');
    expect(formatValue(9.876, 'texts/s')).toBe('9.88 texts/s');
    expect(formatValue(3.14159, 'ms')).toBe('3.14 ms');
    expect(formatValue(47.04, 's')).toBe('47.0 s');
    expect(formatValue(219.4, 'MiB')).toBe('219 MiB');
  });
});
