import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateRunner, ProcessHost, type Reactor, type Worker } from '@outreach/runner';
import { migrate, type Runtime } from '@outreach/server-kit';
import type { DispatchHandler } from './dispatchHandler.ts';
import { startEmailEngine, type EmailEngineOptions } from './email/emailEngine.ts';
import { oauthMailboxes } from './email/oauthMailboxes.ts';
import { handlerSubscriber } from './handlerSubscriber.ts';
import { handlers as allHandlers } from './handlers/index.ts';
import { reactors as allReactors } from './reactors/index.ts';
import { replyCheckReactor, replyCheckWorker } from './replies/replyReader.ts';
import { warmupDayReactor, warmupDayWorker } from './warmup/warmupDays.ts';
import { startSmsEngine, type SmsEngineOptions } from './sms/smsEngine.ts';
import { workers as allWorkers } from './workers/index.ts';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
/**
 * The dispatcher's runners, woken by new events, wait this long to read them together: a send
 * batch's outcomes arrive as many small commits, and each runner then reads them once, not once
 * per commit. A decision becomes a send job at most this much later.
 */
const GATHER_MS = 100;

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
  // Sending and reply reading share the OAuth mailboxes' tokens (one renewal serves both).
  const oauth = oauthMailboxes(runtime);
  const email = await startEmailEngine(runtime, oauth, parts.email);
  const sms = await startSmsEngine(runtime, parts.sms);
  const host = await ProcessHost.start(runtime, {
    service: 'dispatcher',
    subscribers: (parts.handlers ?? allHandlers).map((h) => handlerSubscriber(runtime, h)),
    subscriberKind: 'dispatch',
    reactors: [...(parts.reactors ?? allReactors), ...email.reactors, ...sms.reactors, replyCheckReactor, warmupDayReactor],
    workers: [...(parts.workers ?? allWorkers), ...email.workers, ...sms.workers, replyCheckWorker(runtime, oauth), warmupDayWorker(runtime)],
    gatherMs: GATHER_MS,
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
