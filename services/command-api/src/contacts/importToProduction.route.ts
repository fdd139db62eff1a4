import { importAllResult, noBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { requestProductionImport } from '../staging/productionImport.ts';

/** How long a request waits for Import to Production before answering that it goes on. */
export const PRODUCTION_IMPORT_WAIT_MS = 20_000;

/**
 * POST /api/production/import-all: every staged agent becomes a contact. 200 with the totals when
 * the transfer ends within 20 s; otherwise 202 with the progress so far (`status: 'running'`)
 * while it goes on in the background.
 */
export function registerImportToProductionRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/production/import-all', { schema: { querystring: noQuery, body: noBody, response: { 200: importAllResult, 202: importAllResult } } }, async (request, reply) => {
    const context = request.commandContext({ reason: 'Import to Production' });
    const { done, totals, position } = await requestProductionImport(runtime, context, PRODUCTION_IMPORT_WAIT_MS);
    reply.status(done ? 200 : 202);
    return withPosition(reply, position, {
      status: done ? ('completed' as const) : ('running' as const),
      totalTransferred: totals.promoted,
      imported: totals.imported,
      merged: totals.merged,
    });
  });
}
