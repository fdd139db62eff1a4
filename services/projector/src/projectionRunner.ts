import type { AdvisoryLocks } from '@outreach/runner';
import { SubscriptionRunner } from '@outreach/runner';
import type { Projection } from './projection.ts';
import { projectionSubscriber, type ProjectionSubscriberDeps } from './projectionSubscriber.ts';

export interface RunnerDeps extends ProjectionSubscriberDeps {
  /** Where the projection locks are held (one connection for every runner of the process). */
  locks: AdvisoryLocks;
}

export interface RunnerOptions {
  batchSize?: number;
  /** How long a standby runner waits before trying for the projection's lock again. */
  standbyRetryMs?: number;
}

/**
 * Runs one projection on the shared subscription runner: one active runner per projection across
 * every process (advisory lock), batches after its checkpoint, sleeping on the event store's
 * wake-up when caught up.
 */
export class ProjectionRunner {
  private readonly runner: SubscriptionRunner;

  constructor(
    deps: RunnerDeps,
    readonly projection: Projection,
    options: RunnerOptions = {},
  ) {
    this.runner = new SubscriptionRunner(
      { eventStore: deps.eventStore, locks: deps.locks, logger: deps.logger },
      projectionSubscriber(deps, projection),
      { ...options, kind: 'projection', gatherMs: projection.gatherMs ?? 0 },
    );
  }

  /** Events applied by this runner since it started. */
  get applied(): number {
    return this.runner.processed;
  }

  start(): void {
    this.runner.start();
  }

  /** Stop after the batch in progress commits; release the lock. */
  async stop(): Promise<void> {
    await this.runner.stop();
  }
}
