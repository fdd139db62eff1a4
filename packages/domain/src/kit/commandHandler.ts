import type { Decider } from './decider.ts';
import type { DomainEvent } from './events.ts';
import { aggregateStream, type ReadableStore } from './aggregateStream.ts';
import { handle, type AppendOnlyStore, type HandleOptions, type HandleResult } from './handle.ts';
import type { CommandContext } from './metadata.ts';

/** One aggregate kind bound to its stream naming: load an instance, or run a command on it. */
export interface CommandHandler<C, E extends DomainEvent, S> {
  decider: Decider<C, E, S>;
  streamFor(id: string): string;
  /** The instance's current state (initial state while its stream does not exist). */
  load(store: ReadableStore, id: string): Promise<S>;
  /** Read, decide, append with the expected revision (retried on a conflict): see `handle`. */
  run(store: AppendOnlyStore, id: string, command: C, context: CommandContext, options?: HandleOptions): Promise<HandleResult<E> & { state: S }>;
}

export function commandHandler<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamFor: (id: string) => string): CommandHandler<C, E, S> {
  return {
    decider,
    streamFor,
    load: async (store, id) => (await aggregateStream(store, streamFor(id), decider)).state,
    run: (store, id, command, context, options) => handle(store, streamFor(id), decider, command, context, options),
  };
}
