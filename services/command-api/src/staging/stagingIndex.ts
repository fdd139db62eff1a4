import type { Runtime } from '@outreach/server-kit';

/** One stream lists every staging batch, so the whole pool can be found without the read side. */
export const STAGING_INDEX_STREAM = 'staging-index';

export async function stagingBatchIds(runtime: Runtime): Promise<string[]> {
  const ids: string[] = [];
  for await (const event of runtime.eventStore.readStream(STAGING_INDEX_STREAM)) {
    if (event.type === 'StagingBatchRegistered') ids.push((event.data as { batchId: string }).batchId);
  }
  return ids;
}
