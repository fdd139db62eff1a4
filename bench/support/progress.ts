import { mebibytes } from './memory.ts';
import type { SuiteContext } from './suite.ts';
import type { CompareOptions } from './timing.ts';

/** compare() options from the suite context: its warm-up and repeat counts, one log line per run. */
export function compareOptions(context: SuiteContext): CompareOptions {
  return {
    warmup: context.warmup,
    repeats: context.repeats,
    onRound(round, label, ms) {
      const rss = context.sampleMemory();
      const { heapUsed, heapTotal, external } = process.memoryUsage();
      const warm = round < context.warmup ? ' (warm-up)' : '';
      context.log(
        `  round ${round}${warm} ${label.padEnd(8)} ${ms.toFixed(0).padStart(6)} ms` +
          `  rss ${mebibytes(rss).toFixed(0)} MiB (heap ${mebibytes(heapUsed).toFixed(0)}/${mebibytes(heapTotal).toFixed(0)},` +
          ` external ${mebibytes(external).toFixed(0)})`,
      );
    },
  };
}
