import { idParams, importProgress, noQuery } from '@outreach/contracts';
import { notFound } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';

/** GET /api/contact-imports/{id}: a CSV import's progress. */
export function registerImportProgressRoute(app: TypedApp, runtime: Runtime): void {
  app.get(
    '/api/contact-imports/:id',
    { config: { projections: ['contactImports'] }, schema: { params: idParams, querystring: noQuery, response: { 200: importProgress } } },
    async (request) => {
      const found = await runtime.db.maybeOne(sql.type(importProgress)`
        select id::text as "importId", file_name as "fileName", status, processed, imported, merged, rejected, error,
               started_at as "startedAt", completed_at as "completedAt"
          from read.contact_imports where id = ${request.params.id}`);
      if (!found) throw notFound('Import not found');
      return found;
    },
  );
}
