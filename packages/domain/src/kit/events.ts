import type { EventMetadata } from './metadata.ts';

/** A domain event before it is stored: a type and a JSON-serialisable payload. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** A stored event as read back from any event store adapter. */
export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  eventId: string;
  streamId: string;
  /** 0-based revision within the stream. */
  revision: bigint;
  /** Opaque, totally ordered position in the store ($all). */
  position: Position;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * A global position. Both adapters express it as two unsigned 64-bit numbers:
 * PostgreSQL (transaction_id, global_position), EventStoreDB (commit, prepare).
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export const START: Position = { commit: 0n, prepare: 0n };

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Positions travel as `commit.prepare` strings on the wire (headers, JSON, checkpoints). */
export function formatPosition(p: Position): string {
  return `${p.commit}.${p.prepare}`;
}

/** The largest value either half of a position can take (unsigned 64-bit). */
export const MAX_POSITION_PART = 0xffff_ffff_ffff_ffffn;

/** `commit.prepare` back to a position; undefined for anything else, including parts above 2^64 - 1. */
export function parsePosition(text: string): Position | undefined {
  const m = /^(\d{1,20})\.(\d{1,20})$/.exec(text.trim());
  if (!m) return undefined;
  const commit = BigInt(m[1]!);
  const prepare = BigInt(m[2]!);
  if (commit > MAX_POSITION_PART || prepare > MAX_POSITION_PART) return undefined;
  return { commit, prepare };
}
