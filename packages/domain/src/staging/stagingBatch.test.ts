import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS } from '../contacts/contactFields.ts';
import { given } from '../kit/given.ts';
import { stagingBatchOf } from './stagedAgent.ts';
import { stagingBatch, unpromoted, type StagingEvent } from './stagingBatch.ts';

const agent = (n: number) => ({ stagedAgentId: `b1.${n}`, fields: { ...EMPTY_FIELDS, email: `a${n}@b.co` } });
const staged: StagingEvent = { type: 'AgentsStaged', data: { batchId: 'b1', source: 'demo', agents: [agent(1), agent(2), agent(3)] } };

describe('staging batch', () => {
  it('stages agents of its own batch once', () => {
    expect(given(stagingBatch, []).when({ type: 'StageAgents', batchId: 'b1', source: 'demo', agents: [agent(1), agent(2), agent(3)] }).run()).toEqual([staged]);
    expect(given(stagingBatch, [staged]).when({ type: 'StageAgents', batchId: 'b1', source: 'demo', agents: [agent(1)] }).run).toThrow('Agent b1.1 is already staged');
    expect(given(stagingBatch, []).when({ type: 'StageAgents', batchId: 'b2', source: 'demo', agents: [agent(1)] }).run).toThrow('does not belong to batch b2');
  });

  it('promotes each agent at most once', () => {
    const promote = (ids: number[]) => ({ type: 'RecordPromotions' as const, batchId: 'b1', promotions: ids.map((n) => ({ stagedAgentId: `b1.${n}`, contactId: `c${n}`, merged: false })) });
    const first = given(stagingBatch, [staged]).when(promote([1, 2])).run();
    expect(first).toHaveLength(1);
    const after = given(stagingBatch, [staged, ...first]);
    const [event] = after.when(promote([2, 3])).run();
    expect(event?.type === 'StagedAgentsPromoted' && event.data.promotions.map((p) => p.stagedAgentId)).toEqual(['b1.3']);
    expect(after.when(promote([1, 9])).run()).toEqual([]);
    expect(unpromoted(after.state).map((a) => a.stagedAgentId)).toEqual(['b1.3']);
  });

  it('finds the batch of a staged agent', () => {
    expect(stagingBatchOf('demo-0007.42')).toBe('demo-0007');
    expect(stagingBatchOf('nodot')).toBeUndefined();
  });
});
