import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateRunner, ProcessHost, type Reactor, type Worker } from '@outreach/runner';
import { migrate, type Runtime } from '@outreach/server-kit';
import type { DispatchHandler } from './dispatchHandler.ts';
import { startEmailEngine, type EmailEngineOptions } from './email/emailEngine.ts';
import { handlerSubscriber } from './handlerSubscriber.ts';
import { handlers as allHandlers } from './handlers/index.ts';
import { reactors as allReactors } from './reactors/index.ts';
import { workers as allWorkers } from './workers/index.ts';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export interface Dispatcher {
  host: ProcessHost;
  stop(): Promise<void>;
}

export interface DispatcherParts {
  handlers?: readonly DispatchHandler[];
  reactors?: readonly Reactor[];
  workers?: readonly Worker[];
  /** Tuning of the e-mail engine (tests, benchmarks). */
  email?: EmailEngineOptions;
}

/**
 * Start the dispatcher's processes: its handlers (one active per handler across every process,
 * each on its checkpoint), its reactors and its workers, on the shared runner, and the e-mail
 * sending engine (its reactors and workers there too, its send jobs on the job queue).
 */
export async function startDispatcher(runtime: Runtime, parts: DispatcherParts = {}): Promise<Dispatcher> {
  await migrateRunner(runtime.pg);
  await migrate(runtime.pg, 'dispatcher', MIGRATIONS);
  const email = await startEmailEngine(runtime, parts.email);
  const host = await ProcessHost.start(runtime, {
    service: 'dispatcher',
    subscribers: (parts.handlers ?? allHandlers).map((h) => handlerSubscriber(runtime, h)),
    subscriberKind: 'dispatch',
    reactors: [...(parts.reactors ?? allReactors), ...email.reactors],
    workers: [...(parts.workers ?? allWorkers), ...email.workers],
  });
  await email.startSending();
  return {
    host,
    async stop() {
      await email.stop();
      await host.stop();
    },
  };
}
