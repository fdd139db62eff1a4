import type { CommandContext, ImportOrigin, Position } from '@outreach/domain';
import { WrongExpectedRevisionError } from '@outreach/event-store';
import type { Runtime } from '@outreach/server-kit';
import { latest } from '../shared/positions.ts';
import { planImportChunk, reservationStreams, type ImportCandidate, type ImportOutcome, type StreamAppend } from './importPlan.ts';

export const IMPORT_CHUNK_SIZE = 500;
const MAX_ATTEMPTS = 8;

export interface ImportTotals {
  imported: number;
  merged: number;
  outcomes: ImportOutcome[];
  position: Position | undefined;
}

/**
 * Bring agents in as contacts, chunk by chunk, each chunk in one multi-stream append (atomic on
 * PostgreSQL). `extraAppends` lets a caller record more in the same append (the staging pool's
 * promotions) given the chunk's outcomes (attempt > 1: a retry after a concurrent writer, so
 * re-read what it depends on). A chunk that meets a concurrent writer is re-planned.
 */
export async function importContacts(
  runtime: Runtime,
  candidates: readonly ImportCandidate[],
  origin: Omit<ImportOrigin, 'stagedAgentId'>,
  context: CommandContext,
  extraAppends?: (chunk: readonly ImportCandidate[], outcomes: readonly ImportOutcome[], attempt: number) => Promise<StreamAppend[]>,
): Promise<ImportTotals> {
  const totals: ImportTotals = { imported: 0, merged: 0, outcomes: [], position: undefined };
  for (let start = 0; start < candidates.length; start += IMPORT_CHUNK_SIZE) {
    const chunk = candidates.slice(start, start + IMPORT_CHUNK_SIZE);
    for (let attempt = 1; ; attempt++) {
      const reservations = await runtime.eventStore.readLastEvents(reservationStreams(chunk));
      const { appends, outcomes } = planImportChunk(chunk, reservations, origin, context);
      const extra = extraAppends ? await extraAppends(chunk, outcomes, attempt) : [];
      try {
        const results = await runtime.eventStore.appendToStreams([...appends, ...extra]);
        totals.position = latest(totals.position, ...results.map((r) => r.position));
        for (const o of outcomes) {
          if (o.merged) totals.merged++;
          else totals.imported++;
          totals.outcomes.push(o);
        }
        break;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((r) => setTimeout(r, 5 * attempt));
      }
    }
  }
  return totals;
}
