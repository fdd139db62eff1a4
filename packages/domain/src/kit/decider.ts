import type { DomainEvent } from './events.ts';
import type { CommandContext } from './metadata.ts';

/**
 * A pure decision function set for one aggregate: fold past events into state and decide the
 * events a command produces. No I/O, no clock, no randomness: the context carries time and ids.
 */
export interface Decider<C, E extends DomainEvent, S> {
  initialState: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S, context: CommandContext): E[];
}

/** Fold a list of events into a state. */
export function fold<E extends DomainEvent, S>(decider: Pick<Decider<unknown, E, S>, 'evolve' | 'initialState'>, events: readonly E[]): S {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}

/** Compile-time exhaustiveness check for discriminated unions. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
