import type { ContactFields, StagingEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';
import { CONTACT_COLUMNS, fieldRow, recordsetColumns } from './contactColumns.ts';

const STAGED_FIELDS: (keyof ContactFields)[] = [
  'firstName',
  'lastName',
  'agentName',
  'email',
  'phone',
  'officePhone',
  'company',
  'city',
  'state',
  'zipCode',
  'listingCount',
  'totalListingsForRent',
  'yearsExperience',
  'dataSource',
];

/** read.staged_agents: the staging pool, minus the agents already promoted to contacts. */
export const stagedAgents: Projection = {
  name: 'stagedAgents',
  version: 1,
  tables: ['staged_agents'],
  handles: ['AgentsStaged', 'StagedAgentsPromoted'],
  async apply({ tx, table }, events) {
    const columns = STAGED_FIELDS.map((f) => CONTACT_COLUMNS[f]);
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as StagingEvent;
      if (event.type === 'AgentsStaged') {
        const rows = event.data.agents.map((a) => ({
          id: a.stagedAgentId,
          batch_id: event.data.batchId,
          at: recorded.metadata.occurredAt,
          ...fieldRow({ ...a.fields, totalListingsForRent: a.fields.totalListingsForRent ?? 0 }, STAGED_FIELDS),
        }));
        await tx.query(
          `insert into ${table('staged_agents')} (id, batch_id, staged_at, ${columns.join(', ')})
           select id, batch_id, at, ${columns.join(', ')}
             from jsonb_to_recordset($1::jsonb) as r(id text, batch_id text, at timestamptz, ${recordsetColumns(STAGED_FIELDS)})
           on conflict (id) do nothing`,
          [JSON.stringify(rows)],
        );
      } else if (event.type === 'StagedAgentsPromoted') {
        await tx.query(`delete from ${table('staged_agents')} where id = any($1::text[])`, [event.data.promotions.map((p) => p.stagedAgentId)]);
      }
    }
  },
};
