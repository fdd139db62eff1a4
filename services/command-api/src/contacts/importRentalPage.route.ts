import { bulkImportBody, importResult, noQuery } from '@outreach/contracts';
import { normalizeContactFields, DomainError } from '@outreach/domain';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { latest } from '../shared/positions.ts';
import { promoteStagedAgents } from '../staging/promoteStagedAgents.ts';
import { importContacts } from './importContacts.ts';
import type { ImportCandidate } from './importPlan.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/contacts/bulk-import {contacts}: the rental page's agents become contacts — staged ones
 * promoted, new ones imported, existing contacts counted as merged — answering the totals.
 */
export function registerImportRentalPageRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/contacts/bulk-import',
    { bodyLimit: 5 * 1024 * 1024, schema: { querystring: noQuery, body: bulkImportBody, response: { 200: importResult } } },
    async (request, reply) => {
      const { contacts } = request.body;
      const context = request.commandContext();
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
    },
  );
}
