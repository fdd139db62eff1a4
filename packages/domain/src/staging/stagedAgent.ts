import type { ContactFields } from '../contacts/contactFields.ts';

/** An agent record from a data source, waiting in the staging pool to become a contact. */
export interface StagedAgent {
  /** `{batchId}.{n}`: unique, and names the staging stream that holds it. */
  stagedAgentId: string;
  fields: ContactFields;
}

export const stagingStream = (batchId: string) => `staging-${batchId}`;

export function stagingBatchOf(stagedAgentId: string): string | undefined {
  const dot = stagedAgentId.lastIndexOf('.');
  return dot > 0 ? stagedAgentId.slice(0, dot) : undefined;
}
