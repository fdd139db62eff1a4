import { EMPTY_FIELDS, type ContactFields } from '@outreach/domain';
import { describe, it } from 'vitest';
import { iso, projectionSpec, specTime, type GivenEvent } from '../projectionSpec.ts';
import { stagedAgents } from './stagedAgents.ts';

const spec = projectionSpec(stagedAgents);

const agent = (stagedAgentId: string, fields: Partial<ContactFields>) => ({ stagedAgentId, fields: { ...EMPTY_FIELDS, ...fields } });
const staged = (batchId: string, agents: ReturnType<typeof agent>[]): GivenEvent => ({ type: 'AgentsStaged', streamId: `staging-${batchId}`, data: { batchId, source: 'demo', agents } });
const promoted = (batchId: string, ids: string[]): GivenEvent => ({
  type: 'StagedAgentsPromoted',
  streamId: `staging-${batchId}`,
  data: { batchId, promotions: ids.map((stagedAgentId) => ({ stagedAgentId, contactId: `c-${stagedAgentId}`, merged: false })) },
});

describe('stagedAgents projection', () => {
  it('holds staged agents with their fields and tier; unknown rentals count as 0', async () => {
    await spec
      .given([staged('b1', [agent('b1.1', { email: 'ana@b.co', phone: '+15125550142', listingCount: 51, notes: 'not kept' }), agent('b1.2', { agentName: 'Bo', totalListingsForRent: 4 })])])
      .then(`select id, batch_id, email, phone, agent_name, listing_count, tier, total_listings_for_rent, ${iso('staged_at')} as staged_at from read.staged_agents order by id`, [
        { id: 'b1.1', batch_id: 'b1', email: 'ana@b.co', phone: '+15125550142', agent_name: null, listing_count: 51, tier: 'elite', total_listings_for_rent: 0, staged_at: specTime(0) },
        { id: 'b1.2', batch_id: 'b1', email: null, phone: null, agent_name: 'Bo', listing_count: null, tier: 'entry', total_listings_for_rent: 4, staged_at: specTime(0) },
      ]);
  });

  it('takes an agent staged twice once, and removes promoted agents', async () => {
    await spec
      .given([
        staged('b1', [agent('b1.1', { email: 'a@b.co' }), agent('b1.2', { email: 'b@b.co' })]),
        staged('b1', [agent('b1.2', { email: 'b@b.co', city: 'Austin' })]),
        staged('b2', [agent('b2.1', { email: 'c@b.co' })]),
        promoted('b1', ['b1.1']),
        promoted('b2', ['b2.1']),
      ])
      .then(`select id, email, city from read.staged_agents order by id`, [{ id: 'b1.2', email: 'b@b.co', city: null }]);
  });
});
