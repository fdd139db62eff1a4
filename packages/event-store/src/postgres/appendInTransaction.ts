import { escapeLiteral } from 'pg';
import type pg from 'pg';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
} from '../port.ts';
import { validateAppend } from '../validateAppend.ts';
import { appendStatement, type AppendStatementRow } from './appendStatement.ts';
import { toPosition } from './eventRows.ts';
import { ADVISORY_LOCK_CLASS } from './schema.ts';

/**
 * Statement taking the stream's advisory lock. It runs before the transaction's first write, so the
 * transaction id (assigned at the first write) of whoever appends revision n+1 is assigned after
 * the appender of revision n committed: $all order, (transaction_id, global_position), never puts
 * a stream's revision n+1 before n. The lock is held until commit and takes no transaction id.
 * A literal instead of a parameter so that it can share one round trip with BEGIN.
 */
export function streamLockStatement(streamId: string): string {
  return `select pg_advisory_xact_lock(${ADVISORY_LOCK_CLASS}, hashtext(${escapeLiteral(streamId)}))`;
}

/** The answer of appendStatement as an AppendResult, or WrongExpectedRevisionError when it wrote nothing. */
export function appendResult(row: AppendStatementRow | undefined, streamId: string, expectedRevision: ExpectedRevision): AppendResult {
  if (!row) throw new Error(`appendToStream(${streamId}): the append answered nothing`);
  if (!row.revision) throw new WrongExpectedRevisionError(streamId, expectedRevision, row.actual === null ? 'no_stream' : BigInt(row.actual));
  if (!row.transaction_id || !row.global_position) throw new Error(`appendToStream(${streamId}): the insert returned no position`);
  return { nextRevision: BigInt(row.revision), position: toPosition({ transaction_id: row.transaction_id, global_position: row.global_position }) };
}

/**
 * Appends inside a READ COMMITTED transaction the caller has begun and will commit or roll back.
 * The append must be the transaction's first write (see streamLockStatement). Throws
 * WrongExpectedRevisionError when the expected revision does not hold; the caller must then roll
 * back. This is how a test holds an append open while others commit; services use
 * PostgresEventStore.appendToStream.
 */
export async function appendInTransaction(
  client: pg.ClientBase,
  streamId: string,
  events: readonly EventToAppend[],
  options: { expectedRevision: ExpectedRevision },
): Promise<AppendResult> {
  validateAppend(streamId, events, options.expectedRevision);
  await client.query(streamLockStatement(streamId));
  const { rows } = await client.query<AppendStatementRow>(appendStatement(streamId, events, options.expectedRevision));
  return appendResult(rows[0], streamId, options.expectedRevision);
}
