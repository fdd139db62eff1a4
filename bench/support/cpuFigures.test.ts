import { describe, expect, it } from 'vitest';
import { cpuFigures, cpuPerItem } from './cpuFigures.ts';
import type { CpuSpent } from './cpuMeter.ts';

const round = (processMicros: number, databaseMicros: number | null, threadMicros: CpuSpent['threadMicros'] = {}): CpuSpent => ({ processMicros, databaseMicros, threadMicros });

describe('CPU per e-mail', () => {
  it('is the median over the rounds after the warm-up, in all and the database’s part', () => {
    const rounds = [round(9_000_000, 9_000_000), round(1_000_000, 500_000), round(3_000_000, 1_000_000), round(2_000_000, 2_000_000)];
    // Per item over 1,000 items after one warm-up round: totals 1,500 / 4,000 / 4,000 µs; database 500 / 1,000 / 2,000 µs.
    expect(cpuPerItem(rounds, 1, 1_000)).toEqual({ total: 4_000, database: 1_000, threads: {} });
  });

  it('has no database part when a round could not read the database server', () => {
    expect(cpuPerItem([round(1_000, 500), round(2_000, null)], 0, 1)).toEqual({ total: 1_750, database: null, threads: {} });
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
      mainThread: 'decisions',
    });
    expect(figures.map((f) => [f.id, f.value, f.baseline, f.ratio])).toEqual([
      ['suite.cpuPerEmail', 1_500, 500, 3],
      ['suite.databaseCpuPerEmail', 500, 500, 1],
    ]);
    expect(figures[0]!.name).toBe('CPU per e-mail, queued → sent');
  });

  it('leaves the database’s part out when it could not be read', () => {
    const figures = cpuFigures({ id: 's', what: 'e-mail', span: 'x', items: 1, warmup: 0, measured: [round(10, null)], baseline: [round(5, null)], process: 'p', mainThread: 'm' });
    expect(figures.map((f) => f.id)).toEqual(['s.cpuPerEmail']);
    expect(figures[0]!.notes).toContain('could not be read');
  });

  it('sets each thread group’s part (a group a round did not see spent nothing in it), in group order, leaving out a group under 5 µs an e-mail', () => {
    const rounds = [round(900_000, 0, { sending: 600_000, main: 300_000 }), round(1_000_000, 0, { main: 400_000, v8: 100_000, other: 12_000 }), round(1_100_000, 0, { main: 500_000, sending: 600_000 })];
    // Per e-mail over 1,000: main 300 / 400 / 500, sending 600 / 0 / 600, v8 0 / 100 / 0, other 0 / 12 / 0.
    expect(cpuPerItem(rounds, 0, 1_000).threads).toEqual({ main: 400, sending: 600, v8: 0, other: 0 });
    const figures = cpuFigures({
      id: 'suite',
      what: 'e-mail',
      span: 'x',
      items: 1_000,
      warmup: 0,
      measured: rounds,
      baseline: [round(500_000, 0, { main: 400_000, sink: 100_000 })],
      process: 'p',
      mainThread: 'decisions',
    });
    expect(figures.map((f) => [f.id, f.value, f.baseline])).toEqual([
      ['suite.cpuPerEmail', 1_000, 500],
      ['suite.databaseCpuPerEmail', 0, 500],
      ['suite.threadCpuPerEmail.main', 400, 500],
      ['suite.threadCpuPerEmail.sending', 600, 500],
    ]);
    expect(figures[2]!.name).toBe('of it, the main thread’s (decisions)');
    expect(figures[3]!.notes).toContain('the raw pool’s by group: main 400 µs, sink 100 µs');
  });
});
