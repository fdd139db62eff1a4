import type { Logger } from '../logging/logger.ts';

export type Closer = { name: string; close: () => Promise<unknown> };

/**
 * Run closers in order on SIGTERM/SIGINT (drain HTTP first, then finish batches, then pools);
 * a second signal or a 15 s deadline forces the exit.
 */
export function onShutdown(logger: Logger, closers: () => Closer[], deadlineMs = 15_000): () => Promise<void> {
  let closing: Promise<void> | undefined;
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
      logger.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    logger.info({ signal }, 'shutting down');
    void shutdown().then(() => process.exit(0));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return shutdown;
}
