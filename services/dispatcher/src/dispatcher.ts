import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateRunner, ProcessHost, type Reactor, type Worker } from '@outreach/runner';
import { migrate, type Runtime } from '@outreach/server-kit';
import type { DispatchHandler } from './dispatchHandler.ts';
import { startEmailEngine, type EmailEngineOptions } from './email/emailEngine.ts';
import { handlerSubscriber } from './handlerSubscriber.ts';
import { handlers as allHandlers } from './handlers/index.ts';
import { reactors as allReactors } from './reactors/index.ts';
import { startSmsEngine, type SmsEngineOptions } from './sms/smsEngine.ts';
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
  /** Tuning of the SMS engine (tests, benchmarks). */
  sms?: SmsEngineOptions;
}

/**
 * Start the dispatcher's processes: its handlers (one active per handler across every process,
 * each on its checkpoint), its reactors and its workers, on the shared runner, and the e-mail and
 * SMS sending engines (their reactors and workers there too, their send jobs on the job queue).
 */
export async function startDispatcher(runtime: Runtime, parts: DispatcherParts = {}): Promise<Dispatcher> {
  await migrateRunner(runtime.pg);
  await migrate(runtime.pg, 'dispatcher', MIGRATIONS);
  const email = await startEmailEngine(runtime, parts.email);
  const sms = await startSmsEngine(runtime, parts.sms);
  const host = await ProcessHost.start(runtime, {
    service: 'dispatcher',
    subscribers: (parts.handlers ?? allHandlers).map((h) => handlerSubscriber(runtime, h)),
    subscriberKind: 'dispatch',
    reactors: [...(parts.reactors ?? allReactors), ...email.reactors, ...sms.reactors],
    workers: [...(parts.workers ?? allWorkers), ...email.workers, ...sms.workers],
  });
  await email.startSending();
  await sms.startSending();
  return {
    host,
    async stop() {
      await email.stop();
      await sms.stop();
      await host.stop();
    },
  };
}
