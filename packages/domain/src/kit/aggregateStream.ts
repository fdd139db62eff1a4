import type { Decider } from './decider.ts';
import type { DomainEvent, RecordedEvent } from './events.ts';

/** The slice of the event store port that reading an aggregate needs; every EventStore satisfies it. */
export interface ReadableStore {
  readStream(streamId: string): AsyncIterable<RecordedEvent>;
}

/** An aggregate's state after its stream's events, and the revision it was read at. */
export interface AggregateSnapshot<S> {
  state: S;
  /** Revision of the last event read; undefined while the stream does not exist. */
  revision: bigint | undefined;
}

/** Read a stream and fold its events with the decider's `evolve`: the one way an aggregate is loaded. */
export async function aggregateStream<E extends DomainEvent, S>(
  store: ReadableStore,
  streamId: string,
  decider: Pick<Decider<unknown, E, S>, 'evolve' | 'initialState'>,
): Promise<AggregateSnapshot<S>> {
  let state = decider.initialState;
  let revision: bigint | undefined;
  for await (const event of store.readStream(streamId)) {
    state = decider.evolve(state, { type: event.type, data: event.data } as E);
    revision = event.revision;
  }
  return { state, revision };
}
