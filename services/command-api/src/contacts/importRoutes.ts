import { bulkImportBody } from '@outreach/contracts';
import { normalizeContactFields, DomainError } from '@outreach/domain';
import { commandContext, parseInput, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor.ts';
import { latest } from '../shared/positions.ts';
import { promoteStagedAgents } from '../staging/promoteStagedAgents.ts';
import { requestProductionImport } from '../staging/productionImport.ts';
import { importContacts } from './importContacts.ts';
import type { ImportCandidate } from './importPlan.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/contacts/bulk-import (the rental page) and POST /api/production/import-all. */
/** How long a request waits for Import to Production before answering that it goes on. */
export const PRODUCTION_IMPORT_WAIT_MS = 20_000;

export function registerImportRoutes(app: FastifyInstance, runtime: Runtime): void {
  app.post('/api/contacts/bulk-import', { bodyLimit: 5 * 1024 * 1024 }, async (request, reply) => {
    const { contacts } = parseInput(bulkImportBody, request.body);
    const context = commandContext(request, actorOf(request));
    const staged = new Set<string>();
    const direct: ImportCandidate[] = [];
    let alreadyContacts = 0;
    let rejected = 0;
    for (const item of contacts) {
      if (item.id && UUID.test(item.id)) {
        alreadyContacts++;
      } else if (item.id && item.id.includes('.')) {
        staged.add(item.id);
      } else {
        try {
          const fields = normalizeContactFields(
            { ...item, phone: item.mobilePhone ?? item.phone, listingCount: null, dataSource: item.dataSource ?? 'Rental Agent Import' },
            { requireIdentity: true },
          );
          direct.push({ fields, status: 'active', stagedAgentId: null });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          rejected++;
        }
      }
    }
    const promoted = staged.size ? await promoteStagedAgents(runtime, staged, 'rental-page', context) : undefined;
    const imported = direct.length ? await importContacts(runtime, direct, { source: 'rental-page', importId: null }, context) : undefined;
    return withPosition(reply, latest(promoted?.position, imported?.position), {
      imported: (promoted?.imported ?? 0) + (imported?.imported ?? 0),
      merged: (promoted?.merged ?? 0) + (imported?.merged ?? 0) + alreadyContacts,
      rejected,
    });
  });

  /**
   * 200 with the totals when the transfer ends within 20 s; otherwise 202 with the progress so far
   * (`status: 'running'`) while it goes on in the background.
   */
  app.post('/api/production/import-all', async (request, reply) => {
    const context = request.commandContext({ reason: 'Import to Production' });
    const { done, totals, position } = await requestProductionImport(runtime, context, PRODUCTION_IMPORT_WAIT_MS);
    reply.status(done ? 200 : 202);
    return withPosition(reply, position, {
      status: done ? 'completed' : 'running',
      totalTransferred: totals.promoted,
      imported: totals.imported,
      merged: totals.merged,
    });
  });
}
