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
  type Promotion,
  type StagingState,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { IMPORT_CHUNK_SIZE, importContacts, layOver, type ImportTotals, type ReadAhead } from '../contacts/importContacts.ts';
import { reservationStreams, type ImportCandidate, type ImportOutcome, type StreamAppend } from '../contacts/importPlan.ts';
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

/** A staging batch whose agents are being promoted: its state as last known, and how many of its agents are still to append. */
interface OpenBatch {
  snapshot: AggregateSnapshot<StagingState>;
  waiting: number;
}

export interface PromotionOptions {
  /** Hears the totals after each chunk. */
  onProgress?: (totals: PromotionTotals) => void;
  /**
   * More to record about a chunk's agents, in the chunk's own append (atomic with their promotion,
   * so a promotion that is interrupted and begun again records it exactly once): appends to the
   * contacts' streams follow the contacts' own events.
   */
  alsoRecord?: (promoted: readonly Promotion[]) => StreamAppend[];
  /** Stops after the chunk being appended; the rest stay staged, to be promoted by a later call. */
  signal?: AbortSignal;
}

/**
 * Staged agents become contacts (merged into an existing contact when the e-mail, else the phone,
 * matches). The agents of the staging batches, in order, are promoted IMPORT_CHUNK_SIZE at a
 * time, a chunk running across batches: each chunk's contacts and its batches' promotion records
 * are appended together, so an agent is never promoted twice nor lost between the two. While one
 * chunk is appended, the next batch is read and the next chunk's e-mail and phone reservations are
 * read (what the chunk being appended reserves is laid over them). A batch's state is kept from
 * chunk to chunk (read again only when an append meets a concurrent writer) and let go once its
 * agents are appended. `only` limits it to some agents.
 */
export async function promoteStagedAgents(
  runtime: Runtime,
  only: ReadonlySet<string> | 'all',
  source: 'rental-page' | 'production' | 'demo',
  context: CommandContext,
  options: PromotionOptions = {},
): Promise<PromotionTotals> {
  const { onProgress, alsoRecord, signal } = options;
  const batchIds =
    only === 'all' ? await stagingBatchIds(runtime) : [...new Set([...only].map(stagingBatchOf).filter((b): b is string => !!b))].sort();
  const totals: PromotionTotals = { promoted: 0, imported: 0, merged: 0, position: undefined, contactIds: new Map() };
  const open = new Map<string, OpenBatch>();
  const batchOf = (c: ImportCandidate) => stagingBatchOf(c.stagedAgentId!)!;

  /** The promotion records of a chunk, one per batch it draws from, against each batch as last known (`retry`: read again first). */
  const promotions = async (chunk: readonly ImportCandidate[], outcomes: readonly ImportOutcome[], retry: boolean): Promise<StreamAppend[]> => {
    const byBatch = new Map<string, Promotion[]>();
    const promoted = chunk.map((c, i) => ({ stagedAgentId: c.stagedAgentId!, contactId: outcomes[i]!.contactId, merged: outcomes[i]!.merged }));
    chunk.forEach((c, i) => {
      const list = byBatch.get(batchOf(c)) ?? [];
      list.push(promoted[i]!);
      byBatch.set(batchOf(c), list);
    });
    const appends: StreamAppend[] = [];
    for (const [batchId, list] of byBatch) {
      const batch = open.get(batchId)!;
      if (retry) batch.snapshot = await loadBatch(runtime, batchId);
      const { state, revision } = batch.snapshot;
      const events = stagingBatch.decide({ type: 'RecordPromotions', batchId, promotions: list }, state, context);
      if (events.length === 0) continue;
      // The next chunk of this batch appends after this one (read again only if this append fails).
      batch.snapshot = { state: events.reduce((st, e) => stagingBatch.evolve(st, e), state), revision: (revision ?? -1n) + 1n };
      appends.push({ streamId: stagingStream(batchId), events: withMetadata(events, context), expectedRevision: revision ?? 'no_stream' });
    }
    return [...appends, ...(alsoRecord?.(promoted) ?? [])];
  };

  const record = async (chunk: ImportCandidate[], readAhead: ReadAhead | undefined): Promise<ImportTotals> => {
    const result = await importContacts(
      runtime,
      chunk,
      { source, importId: null },
      context,
      (c, outcomes, attempt) => promotions(c, outcomes, attempt > 1),
      readAhead,
    );
    chunk.forEach((c, i) => totals.contactIds.set(c.stagedAgentId!, result.outcomes[i]!.contactId));
    totals.promoted += chunk.length;
    totals.imported += result.imported;
    totals.merged += result.merged;
    totals.position = latest(totals.position, result.position);
    for (const c of chunk) {
      const batch = open.get(batchOf(c))!;
      if (--batch.waiting === 0) open.delete(batchOf(c));
    }
    onProgress?.(totals);
    return result;
  };

  // The chunk being appended while the next one is gathered; its failure is thrown where it is awaited.
  let appending: Promise<ImportTotals | undefined> = Promise.resolve(undefined);
  const promote = async (chunk: ImportCandidate[]): Promise<void> => {
    // The chunk's reservations are read at once, while the previous chunk is still being appended.
    const streams = reservationStreams(chunk);
    const read = streams.length ? runtime.eventStore.readLastEvents(streams) : undefined;
    read?.catch(() => undefined);
    const last = (await appending)?.lastAppend;
    const wanted = new Set(streams);
    const readAhead = read && { reservations: last ? read.then((found) => layOver(found, last.appends, last.results, wanted)) : read };
    appending = record(chunk, readAhead);
    appending.catch(() => undefined);
  };

  let pending: ImportCandidate[] = [];
  // The next batch is read while this one is gathered and promoted (a change meanwhile fails its append, which reads it again).
  let upcoming = batchIds.length ? loadBatch(runtime, batchIds[0]!) : undefined;
  upcoming?.catch(() => undefined);
  for (const [index, batchId] of batchIds.entries()) {
    if (signal?.aborted) break;
    const snapshot = await upcoming!;
    upcoming = index + 1 < batchIds.length ? loadBatch(runtime, batchIds[index + 1]!) : undefined;
    upcoming?.catch(() => undefined);
    const candidates: ImportCandidate[] = unpromoted(snapshot.state)
      .filter((a) => only === 'all' || only.has(a.stagedAgentId))
      .map((a) => ({ fields: a.fields, status: 'active', stagedAgentId: a.stagedAgentId }));
    if (candidates.length === 0) continue;
    open.set(batchId, { snapshot, waiting: candidates.length });
    pending.push(...candidates);
    while (pending.length >= IMPORT_CHUNK_SIZE && !signal?.aborted) await promote(pending.splice(0, IMPORT_CHUNK_SIZE));
  }
  if (pending.length > 0 && !signal?.aborted) await promote(pending);
  pending = [];
  await appending;
  return totals;
}
