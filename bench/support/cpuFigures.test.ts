import { describe, expect, it } from 'vitest';
import { cpuFigures, cpuPerItem } from './cpuFigures.ts';

const round = (processMicros: number, databaseMicros: number | null) => ({ processMicros, databaseMicros });

describe('CPU per e-mail', () => {
  it('is the median over the rounds after the warm-up, in all and the database’s part', () => {
    const rounds = [round(9_000_000, 9_000_000), round(1_000_000, 500_000), round(3_000_000, 1_000_000), round(2_000_000, 2_000_000)];
    // Per item over 1,000 items after one warm-up round: totals 1,500 / 4,000 / 4,000 µs; database 500 / 1,000 / 2,000 µs.
    expect(cpuPerItem(rounds, 1, 1_000)).toEqual({ total: 4_000, database: 1_000 });
  });

  it('has no database part when a round could not read the database server', () => {
    expect(cpuPerItem([round(1_000, 500), round(2_000, null)], 0, 1)).toEqual({ total: 1_750, database: null });
  });

  it('sets the whole and the database’s part beside the raw pool’s whole', () => {
    const figures = cpuFigures({
      id: 'suite',
      what: 'e-mail',
      span: 'queued → sent',
      items: 100,
      warmup: 0,
      measured: [round(100_000, 50_000)],
      baseline: [round(50_000, 0)],
      process: 'the engine',
    });
    expect(figures.map((f) => [f.id, f.value, f.baseline, f.ratio])).toEqual([
      ['suite.cpuPerEmail', 1_500, 500, 3],
      ['suite.databaseCpuPerEmail', 500, 500, 1],
    ]);
    expect(figures[0]!.name).toBe('CPU per e-mail, queued → sent');
  });

  it('leaves the database’s part out when it could not be read', () => {
    const figures = cpuFigures({ id: 's', what: 'e-mail', span: 'x', items: 1, warmup: 0, measured: [round(10, null)], baseline: [round(5, null)], process: 'p' });
    expect(figures.map((f) => f.id)).toEqual(['s.cpuPerEmail']);
    expect(figures[0]!.notes).toContain('could not be read');
  });
});
