import { parse } from 'csv-parse';
import {
  contactImport,
  contactImportStream,
  handle,
  withMetadata,
  type CommandContext,
  type ImportRejection,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { importContacts } from '../contacts/importContacts.ts';
import type { ImportCandidate } from '../contacts/importPlan.ts';
import { deleteUpload, readUpload } from './importFiles.ts';
import { loadImport } from './importState.ts';
import { mapRow, rowRecord } from './mapRow.ts';

export const IMPORT_BATCH_ROWS = 500;

interface Batch {
  candidates: ImportCandidate[];
  rejections: ImportRejection[];
  rows: number;
  lastLine: number;
}

/**
 * Import a started CSV upload: stream the file (never all of it in memory), map and check each
 * row, and for every 500 rows append the new and merged contacts together with the import's
 * progress in one append — so after a crash the import resumes after the last recorded line and
 * nothing is imported twice. Ends with ContactImportCompleted, or ContactImportFailed with the
 * reason (rows imported before it stay). An aborted signal stops it after the current batch.
 */
export async function runImport(runtime: Runtime, importId: string, context: () => CommandContext, signal?: AbortSignal): Promise<void> {
  const stream = contactImportStream(importId);
  const { state } = await loadImport(runtime, importId);
  if (state.status !== 'running') return;
  const parser = readUpload(runtime.pg, importId).pipe(parse({ relax_column_count: true, skip_empty_lines: true, bom: true, info: true }));
  const columns = state.columns;
  const record = async (batch: Batch) => {
    const ctx = context();
    if (batch.candidates.length === 0) {
      await handle(runtime.eventStore, stream, contactImport, { type: 'RecordProgress', importId, processed: batch.rows, imported: 0, merged: 0, lastLine: batch.lastLine, rejections: batch.rejections }, ctx);
      return;
    }
    await importContacts(runtime, batch.candidates, { source: 'csv', importId }, ctx, async (_chunk, outcomes) => {
      const current = await loadImport(runtime, importId);
      const merged = outcomes.filter((o) => o.merged).length;
      const events = contactImport.decide(
        { type: 'RecordProgress', importId, processed: batch.rows, imported: outcomes.length - merged, merged, lastLine: batch.lastLine, rejections: batch.rejections },
        current.state,
        ctx,
      );
      return [{ streamId: stream, events: withMetadata(events, ctx), expectedRevision: current.revision ?? 'no_stream' }];
    });
  };
  try {
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
        await record(batch);
        // Stopping: the import stays running and resumes after this batch on the next start.
        if (signal?.aborted) {
          parser.destroy();
          return;
        }
        batch = { candidates: [], rejections: [], rows: 0, lastLine: batch.lastLine };
      }
    }
    if (batch.rows > 0) await record(batch);
    await handle(runtime.eventStore, stream, contactImport, { type: 'CompleteImport', importId }, context());
    await deleteUpload(runtime.pg, importId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    runtime.logger.warn({ importId, err: error }, 'contact import failed');
    await handle(runtime.eventStore, stream, contactImport, { type: 'FailImport', importId, error: `The import stopped: ${message}` }, context());
  }
}
