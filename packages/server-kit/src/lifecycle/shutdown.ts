import type { Logger } from '../logging/logger.ts';

export type Closer = { name: string; close: () => Promise<unknown> };

/**
 * One Ctrl-C reaches the process more than once: from the terminal (to the whole process group)
 * and again from each launcher in between (pnpm, tsx) passing it on. Signals this close to the
 * first are that same one.
 */
const SAME_SIGNAL_MS = 1_000;

/**
 * Run closers in order on SIGTERM/SIGINT (drain HTTP first, then finish batches, then pools);
 * a second signal (a second Ctrl-C, not the first one arriving again) or a 15 s deadline forces
 * the exit.
 */
export function onShutdown(logger: Logger, closers: () => Closer[], deadlineMs = 15_000): () => Promise<void> {
  let closing: Promise<void> | undefined;
  let firstSignalAt = 0;
  const shutdown = () => {
    closing ??= (async () => {
      const timer = setTimeout(() => {
        logger.error('shutdown deadline passed, exiting');
        process.exit(1);
      }, deadlineMs);
      timer.unref();
      for (const closer of closers()) {
        try {
          await closer.close();
          logger.info({ part: closer.name }, 'closed');
        } catch (err) {
          logger.warn({ err, part: closer.name }, 'close failed');
        }
      }
      clearTimeout(timer);
    })();
    return closing;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      if (Date.now() - firstSignalAt < SAME_SIGNAL_MS) return;
      logger.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    firstSignalAt = Date.now();
    logger.info({ signal }, 'shutting down');
    void shutdown().then(() => process.exit(0));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return shutdown;
}
