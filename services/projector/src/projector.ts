import type { Runtime } from '@outreach/server-kit';
import { migrateReadModels } from './migrate.ts';
import type { Projection } from './projection.ts';
import { projections as allProjections } from './projections/index.ts';
import { ProjectionRunner, type RunnerOptions } from './projectionRunner.ts';
import { sharedBatchReader } from './sharedBatchReader.ts';
import { AdvisoryLocks } from '@outreach/runner';

export interface Projector {
  runners: ProjectionRunner[];
  stop(): Promise<void>;
}

/** Migrate the read models, then run every projection. */
export async function startProjector(
  runtime: Pick<Runtime, 'pg' | 'eventStore' | 'bus' | 'logger' | 'databaseUrl'>,
  options: RunnerOptions & { projections?: readonly Projection[] } = {},
): Promise<Projector> {
  const applied = await migrateReadModels(runtime.pg);
  if (applied.length) runtime.logger.info({ applied }, 'read-model migrations applied');
  const locks = new AdvisoryLocks(runtime.databaseUrl);
  const deps = { pool: runtime.pg, locks, eventStore: sharedBatchReader(runtime.eventStore), bus: runtime.bus, logger: runtime.logger };
  const runners = (options.projections ?? allProjections).map((p) => new ProjectionRunner(deps, p, options));
  for (const r of runners) r.start();
  return {
    runners,
    async stop() {
      await Promise.all(runners.map((r) => r.stop()));
      await locks.close();
    },
  };
}
