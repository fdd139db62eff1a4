import {
  aggregateStream,
  withMetadata,
  stagingBatch,
  stagingBatchOf,
  stagingStream,
  unpromoted,
  type AggregateSnapshot,
  type CommandContext,
  type Position,
  type StagingState,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { importContacts } from '../contacts/importContacts.ts';
import type { ImportCandidate } from '../contacts/importPlan.ts';
import { latest } from '../shared/positions.ts';
import { stagingBatchIds } from './stagingIndex.ts';

export interface PromotionTotals {
  promoted: number;
  imported: number;
  merged: number;
  position: Position | undefined;
  /** staged agent id → the contact it became (or merged into). */
  contactIds: Map<string, string>;
}

function loadBatch(runtime: Runtime, batchId: string): Promise<AggregateSnapshot<StagingState>> {
  return aggregateStream(runtime.eventStore, stagingStream(batchId), stagingBatch);
}

/**
 * Staged agents become contacts (merged into an existing contact when the e-mail, else the phone,
 * matches). Each chunk's contacts and the batch's promotion record are appended together, so an
 * agent is never promoted twice nor lost between the two. `only` limits it to some agents. The
 * next batch is read while one is promoted.
 */
export async function promoteStagedAgents(
  runtime: Runtime,
  only: ReadonlySet<string> | 'all',
  source: 'rental-page' | 'production' | 'demo',
  context: CommandContext,
  onProgress?: (totals: PromotionTotals) => void,
): Promise<PromotionTotals> {
  const batchIds =
    only === 'all' ? await stagingBatchIds(runtime) : [...new Set([...only].map(stagingBatchOf).filter((b): b is string => !!b))].sort();
  const totals: PromotionTotals = { promoted: 0, imported: 0, merged: 0, position: undefined, contactIds: new Map() };
  // The next batch is read while this one is promoted (a change meanwhile fails its append, which reads it again).
  let next = batchIds.length ? loadBatch(runtime, batchIds[0]!) : undefined;
  for (const [index, batchId] of batchIds.entries()) {
    let current = await next!;
    next = index + 1 < batchIds.length ? loadBatch(runtime, batchIds[index + 1]!) : undefined;
    next?.catch(() => undefined);
    const { state } = current;
    const candidates: ImportCandidate[] = unpromoted(state)
      .filter((a) => only === 'all' || only.has(a.stagedAgentId))
      .map((a) => ({ fields: a.fields, status: 'active', stagedAgentId: a.stagedAgentId }));
    if (candidates.length === 0) continue;
    const result = await importContacts(runtime, candidates, { source, importId: null }, context, async (chunk, outcomes, attempt) => {
      if (attempt > 1) current = await loadBatch(runtime, batchId);
      const promotions = chunk.map((c, i) => ({ stagedAgentId: c.stagedAgentId!, contactId: outcomes[i]!.contactId, merged: outcomes[i]!.merged }));
      const events = stagingBatch.decide({ type: 'RecordPromotions', batchId, promotions }, current.state, context);
      if (events.length === 0) return [];
      // The next chunk of this batch appends after this one (re-read only if that append fails).
      const expectedRevision = current.revision ?? 'no_stream';
      current = { state: events.reduce((st, e) => stagingBatch.evolve(st, e), current.state), revision: (current.revision ?? -1n) + 1n };
      return [
        {
          streamId: stagingStream(batchId),
          events: withMetadata(events, context),
          expectedRevision,
        },
      ];
    });
    candidates.forEach((c, i) => totals.contactIds.set(c.stagedAgentId!, result.outcomes[i]!.contactId));
    totals.promoted += candidates.length;
    totals.imported += result.imported;
    totals.merged += result.merged;
    totals.position = latest(totals.position, result.position);
    onProgress?.(totals);
  }
  return totals;
}
