import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { WrongExpectedRevisionError, type AppendResult, type StreamAppend } from '../port.ts';
import {
  conflictOf,
  expectedRevisionHolds,
  isRevisionTaken,
  jsonLiteral,
  lastRevisionsOf,
  lastRevisionsStatement,
  StreamExists,
  streamsLockStatement,
  type LastRevisionRow,
} from './appendBatch.ts';
import { eventJson } from './eventJson.ts';

/**
 * A multi-stream append of at least this many events is written with COPY (copyBatch): a bulk
 * import's chunk of 1,000 agents (about 2,900 events) is stored in about half the time the one
 * statement of appendBatch takes, and no string of the whole batch is ever built. Smaller batches
 * keep appendBatch's two round trips.
 */
export const COPY_BATCH_MIN_EVENTS = 200;

/** Rows are sent to the server in pieces of about this many characters. */
const PIECE_CHARS = 64 * 1024;

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIAL_ALL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value as a field of COPY's text format: backslash, tab, newline and carriage return escaped. */
export function copyField(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIAL_ALL, (c) => COPY_ESCAPES[c]!) : text;
}

const COPY_EVENTS = 'copy es.events (global_position, stream_id, stream_revision, event_id, type, data, metadata) from stdin';

/**
 * The batch append of appendBatch, for many events, with the same answers and errors, as one
 * query, one COPY and the caller's commit: `opening`, the streams' locks (before the transaction's first write, in the same
 * order as appendBatch takes them), the last revisions of the streams not expected to be new and
 * the transaction id with one position per event from the events' sequence, as statements of one
 * query; then every event in one COPY, streamed in pieces; then the caller's commit. A stream
 * expected not to exist is not looked up: its events go in from revision 0 and the primary key
 * refuses them when it exists (StreamExists, the transaction aborted). Within the transaction the
 * positions follow the batch order, so each stream's events are in revision order in $all.
 */
export async function copyBatch(client: pg.ClientBase, appends: readonly StreamAppend[], opening = ''): Promise<AppendResult[]> {
  const known = appends.filter((a) => a.expectedRevision !== 'no_stream').map((a) => a.streamId);
  const count = appends.reduce((n, a) => n + a.events.length, 0);
  // The statements run in order: the revisions are read and the transaction id taken once every lock is held.
  const statements = [
    ...(opening ? [opening] : []),
    streamsLockStatement(appends.map((a) => a.streamId)),
    ...(known.length ? [lastRevisionsStatement(`json_array_elements_text(${jsonLiteral(known, 'json')})`)] : []),
    `select pg_current_xact_id()::text as transaction_id,
            array(select nextval('es.events_global_position_seq') from generate_series(1, ${count}))::text[] as positions`,
  ];
  const query = client.query(statements.join('; ')) as unknown as Promise<pg.QueryResult[]>;
  // While the server takes the locks: each event's columns after its revision, as COPY text.
  let tails: string[];
  try {
    tails = appends.flatMap(({ events }) =>
      events.map((e) => `\t${e.eventId}\t${copyField(e.type)}\t${copyField(eventJson(e.data))}\t${copyField(eventJson(e.metadata))}\n`),
    );
  } catch (error) {
    await query.catch(() => undefined);
    throw error;
  }
  const answers = await query;
  const last = lastRevisionsOf(known.length ? (answers[answers.length - 2]!.rows as LastRevisionRow[]) : []);
  for (const [index, { streamId, expectedRevision }] of appends.entries()) {
    if (expectedRevision === 'no_stream') continue;
    const actual = last.get(streamId);
    if (expectedRevisionHolds(expectedRevision, actual)) continue;
    // The streams expected not to exist were not looked up: one before this one may not hold either.
    const first = appends.slice(0, index).some((a) => a.expectedRevision === 'no_stream') ? await conflictOf(client, appends.slice(0, index + 1)) : undefined;
    throw first ?? new WrongExpectedRevisionError(streamId, expectedRevision, actual ?? 'no_stream');
  }
  const taken = answers[answers.length - 1]!.rows[0] as { transaction_id: string; positions: string[] };
  const transactionId = taken.transaction_id;
  const positions = taken.positions.map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const firstRevisions = appends.map(({ streamId }) => (last.get(streamId) ?? -1n) + 1n);

  function* pieces(): Generator<string> {
    let piece = '';
    let p = 0;
    for (const [s, { streamId, events }] of appends.entries()) {
      const stream = copyField(streamId);
      let revision = firstRevisions[s]!;
      for (let k = 0; k < events.length; k++, p++) {
        piece += `${positions[p]}\t${stream}\t${revision++}${tails[p]}`;
        if (piece.length >= PIECE_CHARS) {
          yield piece;
          piece = '';
        }
      }
    }
    if (piece) yield piece;
  }
  try {
    await pipeline(Readable.from(pieces(), { objectMode: false }), client.query(copyFrom(COPY_EVENTS)));
  } catch (error) {
    throw isRevisionTaken(error) ? new StreamExists(error) : error;
  }
  let p = -1;
  return appends.map(({ events }, s) => {
    p += events.length;
    return {
      nextRevision: firstRevisions[s]! + BigInt(events.length - 1),
      position: { commit: BigInt(transactionId), prepare: positions[p]! },
    };
  });
}
