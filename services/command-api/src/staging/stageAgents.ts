import { stagingBatch, withMetadata, stagingStream, type CommandContext, type Position, type StagedAgent } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { STAGING_INDEX_STREAM } from './stagingIndex.ts';

/** Put a batch of agent records from a data source into the staging pool (one new stream). */
export async function stageAgents(
  runtime: Runtime,
  batchId: string,
  source: string,
  agents: StagedAgent[],
  context: CommandContext,
): Promise<Position> {
  const events = stagingBatch.decide({ type: 'StageAgents', batchId, source, agents }, stagingBatch.initialState, context);
  const results = await runtime.eventStore.appendToStreams([
    { streamId: stagingStream(batchId), events: withMetadata(events, context), expectedRevision: 'no_stream' },
    {
      streamId: STAGING_INDEX_STREAM,
      events: withMetadata([{ type: 'StagingBatchRegistered', data: { batchId, source, count: agents.length } }], context),
      expectedRevision: 'any',
    },
  ]);
  return results[0]!.position;
}
