import { writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem } from 'node:os';
import type { Figure } from './suite.ts';

export interface SuiteResult {
  name: string;
  description: string;
  durationMs: number;
  rssAtStartBytes: number;
  peakRssBytes: number;
  figures: Figure[];
  error?: string;
}

export interface BenchResults {
  timestamp: string;
  node: string;
  platform: string;
  cores: number;
  cpuModel: string;
  totalMemoryBytes: number;
  postgres: Record<string, string>;
  warmup: number;
  repeats: number;
  suites: SuiteResult[];
}

export function machine(): Pick<BenchResults, 'node' | 'platform' | 'cores' | 'cpuModel' | 'totalMemoryBytes'> {
  return {
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    totalMemoryBytes: totalmem(),
  };
}

export async function writeResults(path: string, results: BenchResults): Promise<void> {
  await writeFile(path, `${JSON.stringify(results, null, 2)}\n`);
}
