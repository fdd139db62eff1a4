/** An EventStoreDB call did not answer in time (a half-open port can hang the client for good). */
export class EventStoreTimeoutError extends Error {
  readonly operation: string;
  readonly timeoutMs: number;
  constructor(operation: string, timeoutMs: number) {
    super(`EventStoreDB ${operation} did not answer within ${timeoutMs} ms`);
    this.name = 'EventStoreTimeoutError';
    this.operation = operation;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Runs `run` but gives up after `timeoutMs`: rejects with EventStoreTimeoutError and calls
 * `onTimeout` (to cancel the call). A late answer or failure of `run` is then ignored.
 */
export async function withTimeout<T>(
  operation: string,
  timeoutMs: number,
  run: () => Promise<T>,
  onTimeout?: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      try {
        onTimeout?.();
      } finally {
        reject(new EventStoreTimeoutError(operation, timeoutMs));
      }
    }, timeoutMs);
  });
  try {
    return await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A readable of the client (readAll, readStream) drained into an array, within `timeoutMs`. */
export function collect<E>(
  operation: string,
  timeoutMs: number,
  open: () => AsyncIterable<E> & { cancel(): Promise<void>; destroy(): unknown },
): Promise<E[]> {
  const stream = open();
  return withTimeout(
    operation,
    timeoutMs,
    async () => {
      const items: E[] = [];
      for await (const item of stream) items.push(item);
      return items;
    },
    () => {
      stream.cancel().catch(() => undefined);
      stream.destroy();
    },
  );
}
