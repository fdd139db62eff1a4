import type { ImportAllResult } from './salesDashboardTypes.ts';

/** The success toast's text of Import to Production: the transferred total (or the imported count), new and merged. */
export function importToProductionSummary(result: Partial<ImportAllResult> | null): string {
  const transferred = result?.totalTransferred ?? result?.imported ?? 0;
  const parts = [`${result?.imported ?? 0} new`, `${result?.merged ?? 0} merged`];
  return `Transferred ${transferred} agents to production (${parts.join(', ')}).`;
}
