import { parse } from 'csv-parse';
import {
  contactImport,
  contactImportStream,
  handle,
  withMetadata,
  type CommandContext,
  type ContactImportEvent,
  type ImportRejection,
} from '@outreach/domain';
import { WrongExpectedRevisionError } from '@outreach/event-store';
import type { Runtime } from '@outreach/server-kit';
import { IMPORT_CHUNK_SIZE, importContacts, layOver, type ImportTotals, type ReadAhead } from '../contacts/importContacts.ts';
import { reservationStreams, type ImportCandidate, type ImportOutcome, type StreamAppend } from '../contacts/importPlan.ts';
import { deleteUpload, readUpload } from './importFiles.ts';
import { loadImport } from './importState.ts';
import { mapRow, rowRecord } from './mapRow.ts';

/** Rows of a CSV batch: at most one chunk of importContacts, so that a batch is one append. */
export const IMPORT_BATCH_ROWS = IMPORT_CHUNK_SIZE;
const MAX_PROGRESS_ATTEMPTS = 8;

interface Batch {
  candidates: ImportCandidate[];
  rejections: ImportRejection[];
  rows: number;
  lastLine: number;
}

/**
 * Import a started CSV upload: stream the file (never all of it in memory), map and check each
 * row, and for every IMPORT_BATCH_ROWS rows append the new and merged contacts together with the import's
 * progress in one append — so after a crash the import resumes after the last recorded line and
 * nothing is imported twice. While one batch is being appended the next is read and checked, and
 * its e-mail and phone reservations read (what the batch being appended reserves is laid over
 * them); at most two batches are in memory. The import's own state is kept between batches and read again only
 * when an append meets a concurrent writer. Ends with ContactImportCompleted, or
 * ContactImportFailed with the reason (rows imported before it stay). An aborted signal stops it
 * after the batch being appended.
 */
export async function runImport(runtime: Runtime, importId: string, context: () => CommandContext, signal?: AbortSignal): Promise<void> {
  const stream = contactImportStream(importId);
  let current = await loadImport(runtime, importId);
  const { state } = current;
  if (state.status !== 'running') return;
  const parser = readUpload(runtime.pg, importId).pipe(parse({ relax_column_count: true, skip_empty_lines: true, bom: true, info: true }));
  const columns = state.columns;
  /** The progress events of the latest append tried; applied to `current` once it is stored. */
  let pendingProgress: ContactImportEvent[] = [];
  /** The batch's progress event against the import as last known; `retry`: read it again first. */
  const progress = async (batch: Batch, outcomes: readonly ImportOutcome[], ctx: CommandContext, retry: boolean): Promise<StreamAppend> => {
    if (retry) current = await loadImport(runtime, importId);
    const merged = outcomes.filter((o) => o.merged).length;
    const events = contactImport.decide(
      { type: 'RecordProgress', importId, processed: batch.rows, imported: outcomes.length - merged, merged, lastLine: batch.lastLine, rejections: batch.rejections },
      current.state,
      ctx,
    );
    pendingProgress = events;
    return { streamId: stream, events: withMetadata(events, ctx), expectedRevision: current.revision ?? 'no_stream' };
  };
  const recorded = () => {
    current = {
      state: pendingProgress.reduce((st, e) => contactImport.evolve(st, e), current.state),
      revision: (current.revision ?? -1n) + BigInt(pendingProgress.length),
    };
  };
  const record = async (batch: Batch, readAhead: ReadAhead | undefined): Promise<ImportTotals | undefined> => {
    const ctx = context();
    if (batch.candidates.length > 0) {
      const totals = await importContacts(
        runtime,
        batch.candidates,
        { source: 'csv', importId },
        ctx,
        async (_chunk, outcomes, attempt) => [await progress(batch, outcomes, ctx, attempt > 1)],
        readAhead,
      );
      recorded();
      return totals;
    }
    for (let attempt = 1; ; attempt++) {
      const { streamId, events, expectedRevision } = await progress(batch, [], ctx, attempt > 1);
      try {
        await runtime.eventStore.appendToStream(streamId, events, { expectedRevision });
        recorded();
        return undefined;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_PROGRESS_ATTEMPTS) throw error;
      }
    }
  };
  try {
    // The batch being appended while the next one is read; its failure is thrown where it is awaited.
    let appending: Promise<ImportTotals | undefined> = Promise.resolve(undefined);
    const next = async (batch: Batch): Promise<boolean> => {
      // The batch's reservations are read at once, while the previous batch is still being appended.
      const streams = reservationStreams(batch.candidates);
      const read = streams.length ? runtime.eventStore.readLastEvents(streams) : undefined;
      read?.catch(() => undefined);
      const previous = await appending;
      // Stopping: the import stays running and resumes after the last appended batch on the next start.
      if (signal?.aborted) return false;
      const last = previous?.lastAppend;
      const wanted = new Set(streams);
      const readAhead = read && { reservations: last ? read.then((found) => layOver(found, last.appends, last.results, wanted)) : read };
      appending = record(batch, readAhead);
      appending.catch(() => undefined);
      return true;
    };
    let batch: Batch = { candidates: [], rejections: [], rows: 0, lastLine: state.lastLine };
    let header = true;
    for await (const { record: values, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (header) {
        header = false;
        continue;
      }
      if (info.lines <= state.lastLine) continue;
      const mapped = mapRow(columns, values, state.mapping);
      if (mapped.ok) batch.candidates.push({ fields: mapped.fields, status: 'active', stagedAgentId: null });
      else batch.rejections.push({ line: info.lines, reason: mapped.reason, row: rowRecord(columns, values) });
      batch.rows++;
      batch.lastLine = info.lines;
      if (batch.rows >= IMPORT_BATCH_ROWS) {
        if (!(await next(batch))) {
          parser.destroy();
          return;
        }
        batch = { candidates: [], rejections: [], rows: 0, lastLine: batch.lastLine };
      }
    }
    if (batch.rows > 0 && !(await next(batch))) return;
    await appending;
    await handle(runtime.eventStore, stream, contactImport, { type: 'CompleteImport', importId }, context());
    await deleteUpload(runtime.pg, importId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    runtime.logger.warn({ importId, err: error }, 'contact import failed');
    await handle(runtime.eventStore, stream, contactImport, { type: 'FailImport', importId, error: `The import stopped: ${message}` }, context());
  }
}
