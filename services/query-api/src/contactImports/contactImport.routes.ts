import { idParams, importProgress, importRejection } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import { parseInput, type Runtime } from '@outreach/server-kit';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { z } from 'zod';

const rejectionsQuery = z.object({ format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json') });
const READS = { projections: ['contactImports'] };

/** GET /api/contact-imports/{id} (progress) and GET /api/contact-imports/{id}/rejections (JSON or CSV download). */
export function registerContactImportRoutes(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/contact-imports/:id', { config: READS }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const found = await runtime.db.maybeOne(sql.type(importProgress)`
      select id::text as "importId", file_name as "fileName", status, processed, imported, merged, rejected, error,
             started_at as "startedAt", completed_at as "completedAt"
        from read.contact_imports where id = ${id}`);
    if (!found) throw notFound('Import not found');
    return found;
  });

  app.get('/api/contact-imports/:id/rejections', { config: READS }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const { format } = parseInput(rejectionsQuery, request.query);
    const head = await runtime.db.maybeOne(sql.type(z.object({ columns: z.array(z.string()), file_name: z.string().nullable() }))`
      select columns, file_name from read.contact_imports where id = ${id}`);
    if (!head) throw notFound('Import not found');
    const rows = await runtime.db.any(sql.type(importRejection)`
      select line, reason, row_values as row from read.contact_import_rejections where import_id = ${id} order by line`);
    if (format === 'json') return rows;
    const name = `${(head.file_name ?? 'import').replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_')}-rejected.csv`;
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`);
    return stringify([['Line', 'Reason', ...head.columns], ...rows.map((r) => [String(r.line), r.reason, ...head.columns.map((c) => r.row[c] ?? '')])]);
  });
}
