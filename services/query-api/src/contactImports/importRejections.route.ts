import { idParams, importRejection, importRejections, importRejectionsQuery } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'slonik';
import { z } from 'zod';

/** The rows as JSON, or the CSV text (sent as it is under its own content type). */
const rejectionsOrCsv = z.union([importRejections, z.string()]);

/** GET /api/contact-imports/{id}/rejections: the rejected rows with their reasons, as JSON or (`?format=csv`) a CSV download. */
export function registerImportRejectionsRoute(app: TypedApp, runtime: Runtime): void {
  app.get(
    '/api/contact-imports/:id/rejections',
    { config: { projections: ['contactImports'] }, schema: { params: idParams, querystring: importRejectionsQuery, response: { 200: rejectionsOrCsv } } },
    async (request, reply) => {
      const { id } = request.params;
      const head = await runtime.db.maybeOne(sql.type(z.object({ columns: z.array(z.string()), file_name: z.string().nullable() }))`
        select columns, file_name from read.contact_imports where id = ${id}`);
      if (!head) throw notFound('Import not found');
      const rows = await runtime.db.any(sql.type(importRejection)`
        select line, reason, row_values as row from read.contact_import_rejections where import_id = ${id} order by line`);
      if (request.query.format === 'json') return rows;
      const name = `${(head.file_name ?? 'import').replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_')}-rejected.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(stringify([['Line', 'Reason', ...head.columns], ...rows.map((r) => [String(r.line), r.reason, ...head.columns.map((c) => r.row[c] ?? '')])]));
    },
  );
}
