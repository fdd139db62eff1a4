import type { Runtime } from '@outreach/server-kit';
import { AdvisoryLocks } from './advisoryLocks.ts';
import { migrateRunner } from './migrateRunner.ts';
import { reactorSubscriber, type Reactor } from './reactor.ts';
import { SubscriptionRunner, type Subscriber } from './subscriptionRunner.ts';
import { WorkRunner, type Worker, type WorkRunnerOptions } from './workRunner.ts';

/** What the runners take from the service's runtime. */
export type ProcessHostDeps = Pick<Runtime, 'pg' | 'databaseUrl' | 'eventStore' | 'clock' | 'logger'>;

export interface ProcessHostOptions extends WorkRunnerOptions {
  /** The service hosting them, for the lock connection's name. */
  service: string;
  reactors?: readonly Reactor[];
  workers?: readonly Worker[];
  /** Other checkpointed subscribers (the dispatcher's handlers), run by the same kind of runner. */
  subscribers?: readonly Subscriber[];
  /** Lock-key kind of those subscribers (default `subscriber`). */
  subscriberKind?: string;
  /** How long its subscription runners, woken by new events, wait to read them together (default 0). */
  gatherMs?: number;
}

/**
 * A service's long-running processes in one place: its reactors and other subscribers (one active
 * per name across every process, each on its checkpoint) and its workers (scheduled work taken
 * key by key), sharing one lock connection. A reactor's commit pokes the local workers.
 */
export class ProcessHost {
  private constructor(
    private readonly locks: AdvisoryLocks,
    readonly subscriptions: readonly SubscriptionRunner[],
    readonly workRunners: readonly WorkRunner[],
  ) {}

  static async start(deps: ProcessHostDeps, options: ProcessHostOptions): Promise<ProcessHost> {
    await migrateRunner(deps.pg);
    const locks = new AdvisoryLocks(deps.databaseUrl, `${options.service}-locks`);
    const workRunners = (options.workers ?? []).map((w) => new WorkRunner({ pool: deps.pg, locks, clock: deps.clock, logger: deps.logger }, w, options));
    const pokeWorkers = () => workRunners.forEach((r) => r.poke());
    const subscriptionDeps = { eventStore: deps.eventStore, locks, logger: deps.logger };
    const subscriptions = [
      ...(options.reactors ?? []).map(
        (r) =>
          new SubscriptionRunner(subscriptionDeps, reactorSubscriber(deps.pg, r, { afterCommit: pokeWorkers }), { kind: 'reactor', gatherMs: r.gatherMs ?? options.gatherMs }),
      ),
      ...(options.subscribers ?? []).map(
        (s) => new SubscriptionRunner(subscriptionDeps, s, { kind: options.subscriberKind ?? 'subscriber', gatherMs: options.gatherMs }),
      ),
    ];
    for (const s of subscriptions) s.start();
    for (const w of workRunners) w.start();
    return new ProcessHost(locks, subscriptions, workRunners);
  }

  /** Look for due work now (after moving a test clock, say). */
  poke(): void {
    for (const w of this.workRunners) w.poke();
  }

  /** Stop every runner after the piece in progress; running work gets the abort signal. */
  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions.map((s) => s.stop()), ...this.workRunners.map((w) => w.stop())]);
    await this.locks.close();
  }
}
