import { randomUUID } from 'node:crypto';
import { idParams, importStarted, importUploaded, noQuery, startImportBody } from '@outreach/contracts';
import { contactImport, contactImportStream, handle, invalid } from '@outreach/domain';
import { decodeHeaderText, typedApp, unsafeTextReason, withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { parse } from 'csv-parse/sync';
import type { Readable } from 'node:stream';
import { deleteUpload, storeUpload } from './importFiles.ts';
import { suggestMapping } from './suggestMapping.ts';

const PREVIEW_BYTES = 64 * 1024;
const SAMPLE_ROWS = 5;

/** The header and the first rows of a file's beginning, or a 400 saying why it is not CSV. */
function preview(head: Buffer): { columns: string[]; sampleRows: string[][] } {
  let rows: string[][];
  try {
    rows = parse(head, { to_line: SAMPLE_ROWS + 1, relax_column_count: true, skip_empty_lines: true, bom: true, relax_quotes: false });
  } catch (error) {
    throw invalid(`The file is not a valid CSV file: ${(error as Error).message}`);
  }
  const columns = (rows[0] ?? []).map((c) => c.trim());
  if (columns.length === 0 || columns.every((c) => c === '')) throw invalid('The file has no header row');
  for (const [i, column] of columns.entries()) {
    const reason = unsafeTextReason(column);
    if (reason) throw invalid(`Column ${i + 1} of the header ${reason}`);
  }
  if (new Set(columns).size !== columns.length) throw invalid('The header names a column twice');
  return { columns, sampleRows: rows.slice(1) };
}

/** POST /api/contact-imports (the CSV file as the body) and POST /api/contact-imports/{id}/start. */
export function registerContactImportRoutes(app: TypedApp, runtime: Runtime): void {
  // Only the upload takes a file as its body: the parser lives in the upload's own scope, so every
  // other route refuses these types (415) instead of seeing a stream where it expects JSON.
  void app.register(async (scope) => {
    scope.addContentTypeParser(['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain', 'application/octet-stream'], (_request, payload, done) =>
      done(null, payload),
    );
    registerUploadRoute(typedApp(scope), runtime);
  });

  app.post('/api/contact-imports/:id/start', { schema: { params: idParams, querystring: noQuery, body: startImportBody, response: { 202: importStarted } } }, async (request, reply) => {
    const { id } = request.params;
    const { mapping } = request.body;
    const context = request.commandContext();
    const result = await handle(runtime.eventStore, contactImportStream(id), contactImport, { type: 'StartImport', importId: id, mapping }, context);
    reply.status(202);
    return withPosition(reply, result.position, {
      importId: id,
      fileName: null,
      status: 'running' as const,
      processed: 0,
      imported: 0,
      merged: 0,
      rejected: 0,
      error: null,
      startedAt: context.now,
      completedAt: null,
    });
  });
}

/** POST /api/contact-imports: the CSV file streamed into storage, its header and first rows previewed. */
function registerUploadRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/contact-imports', { schema: { querystring: noQuery, response: { 201: importUploaded } } }, async (request, reply) => {
    const body = request.body as Readable | undefined;
    if (!body || typeof (body as Readable).pipe !== 'function') throw invalid('Send the CSV file as the request body (Content-Type: text/csv)');
    const fileName = decodeHeaderText(request.headers['x-file-name'], 'X-File-Name')?.slice(0, 200) ?? null;
    const importId = randomUUID();
    const headParts: Buffer[] = [];
    let headBytes = 0;
    const bytes = await storeUpload(runtime.pg, importId, body, (chunk) => {
      if (headBytes < PREVIEW_BYTES) {
        headParts.push(chunk.subarray(0, PREVIEW_BYTES - headBytes));
        headBytes += Math.min(chunk.length, PREVIEW_BYTES - headBytes);
      }
    });
    try {
      if (bytes === 0) throw invalid('The file is empty');
      const { columns, sampleRows } = preview(Buffer.concat(headParts));
      const result = await handle(
        runtime.eventStore,
        contactImportStream(importId),
        contactImport,
        { type: 'RecordUpload', importId, fileName, columns, bytes },
        request.commandContext(),
      );
      reply.status(201);
      return withPosition(reply, result.position, { importId, fileName, columns, sampleRows, suggestedMapping: suggestMapping(columns) });
    } catch (error) {
      await deleteUpload(runtime.pg, importId);
      throw error;
    }
  });
}
