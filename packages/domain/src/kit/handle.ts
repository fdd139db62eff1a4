import type { Decider } from './decider.ts';
import { aggregateStream, type ReadableStore } from './aggregateStream.ts';
import { DomainError } from './errors.ts';
import type { DomainEvent, Position } from './events.ts';
import type { CommandContext, EventMetadata } from './metadata.ts';

/**
 * The slice of the event store port `handle` needs. Declared here (structurally) so the domain
 * package stays free of any adapter; every EventStore satisfies it.
 */
export interface AppendOnlyStore extends ReadableStore {
  appendToStream(
    streamId: string,
    events: readonly { eventId: string; type: string; data: unknown; metadata: EventMetadata }[],
    options: { expectedRevision: 'any' | 'no_stream' | 'stream_exists' | bigint },
  ): Promise<{ nextRevision: bigint; position: Position }>;
}

export interface HandleResult<E extends DomainEvent> {
  events: E[];
  /** Revision after the append (or the current one when nothing was appended). */
  revision: bigint | undefined;
  /** Position of the last appended event; undefined when the command produced no event. */
  position: Position | undefined;
}

export const MAX_CONFLICT_RETRIES = 10;
/** Upper bound of the first retry's random pause; it doubles with every further retry up to the cap. */
export const CONFLICT_BACKOFF_BASE_MS = 5;
export const CONFLICT_BACKOFF_CAP_MS = 250;

/**
 * Writers that lost the same race would otherwise re-read and collide again in lockstep, one of
 * them winning per round, so N concurrent commands on one stream needed N attempts. A random pause
 * (full jitter, doubling per retry) spreads them out. The pause only orders I/O: decisions stay
 * deterministic, which is why the randomness is not taken from the command context.
 */
function conflictBackoff(attempt: number): Promise<void> {
  const windowMs = Math.min(CONFLICT_BACKOFF_CAP_MS, CONFLICT_BACKOFF_BASE_MS * 2 ** attempt);
  const random = globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! / 0x1_0000_0000;
  return new Promise((resolve) => setTimeout(resolve, Math.floor(random * windowMs)));
}

/** Build the metadata of the n-th event of a decision. */
export function metadataFor(context: CommandContext, eventId: string): EventMetadata {
  const meta: EventMetadata = {
    eventId,
    actor: context.actor,
    occurredAt: context.now,
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.requestId,
    requestId: context.requestId,
  };
  if (context.reason) meta.reason = context.reason;
  return meta;
}

/** Events of one decision, each with a new id and the context's metadata, ready to append. */
export function withMetadata(events: readonly DomainEvent[], context: CommandContext) {
  return events.map((e) => {
    const eventId = context.newId();
    return { eventId, type: e.type, data: e.data, metadata: metadataFor(context, eventId) };
  });
}

function isRevisionConflict(error: unknown): boolean {
  return error instanceof Error && error.name === 'WrongExpectedRevisionError';
}

export interface HandleOptions {
  /**
   * The decision's events commute with anything else appended to the stream meanwhile (records
   * for auditors such as a sign-in): they are appended at whatever revision the stream has then,
   * so concurrent ones never conflict.
   */
  commutes?: boolean;
}

/**
 * Read the stream, decide, append with the expected revision. A revision conflict (someone
 * appended in between) is retried against the fresh state, after a short random pause, a bounded
 * number of times, then reported as DomainError('revision_conflict').
 */
export async function handle<C, E extends DomainEvent, S>(
  store: AppendOnlyStore,
  streamId: string,
  decider: Decider<C, E, S>,
  command: C,
  context: CommandContext,
  options: HandleOptions = {},
): Promise<HandleResult<E> & { state: S }> {
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = await aggregateStream(store, streamId, decider);
    const events = decider.decide(command, state, context);
    if (events.length === 0) return { events, revision, position: undefined, state };
    const after = events.reduce((s, e) => decider.evolve(s, e), state);
    try {
      const toAppend = withMetadata(events, context);
      const result = await store.appendToStream(streamId, toAppend, {
        expectedRevision: options.commutes ? 'any' : (revision ?? 'no_stream'),
      });
      return { events, revision: result.nextRevision, position: result.position, state: after };
    } catch (error) {
      if (!isRevisionConflict(error)) throw error;
      if (attempt >= MAX_CONFLICT_RETRIES) {
        throw new DomainError('revision_conflict', 'The record was changed by someone else at the same time. Please try again.');
      }
      await conflictBackoff(attempt);
    }
  }
}

/**
 * Decide against a state the caller has just read (at `revision`) and append at that revision, with
 * no second read: for a process that reads a stream once and acts on it. Someone else appending in
 * between is a DomainError('revision_conflict'), never a retry: the caller's reading is out of date.
 */
export async function appendDecision<C, E extends DomainEvent, S>(
  store: AppendOnlyStore,
  streamId: string,
  decider: Decider<C, E, S>,
  snapshot: { state: S; revision: bigint | undefined },
  command: C,
  context: CommandContext,
): Promise<HandleResult<E> & { state: S }> {
  const events = decider.decide(command, snapshot.state, context);
  if (events.length === 0) return { events, revision: snapshot.revision, position: undefined, state: snapshot.state };
  const state = events.reduce((s, e) => decider.evolve(s, e), snapshot.state);
  try {
    const result = await store.appendToStream(streamId, withMetadata(events, context), { expectedRevision: snapshot.revision ?? 'no_stream' });
    return { events, revision: result.nextRevision, position: result.position, state };
  } catch (error) {
    if (isRevisionConflict(error)) throw new DomainError('revision_conflict', 'The record was changed by someone else at the same time. Please try again.');
    throw error;
  }
}
