import type { ImportAllResult } from './salesDashboardTypes.ts';

/**
 * The success toast's text of Import to Production: the transferred total (or the imported count),
 * new and merged — and, for a long transfer still going on in the background, that it continues.
 */
export function importToProductionSummary(result: Partial<ImportAllResult> | null): string {
  const transferred = result?.totalTransferred ?? result?.imported ?? 0;
  const parts = [`${result?.imported ?? 0} new`, `${result?.merged ?? 0} merged`];
  if (result?.status === 'running') {
    return `Transferred ${transferred} agents so far (${parts.join(', ')}); the rest continue in the background.`;
  }
  return `Transferred ${transferred} agents to production (${parts.join(', ')}).`;
}
