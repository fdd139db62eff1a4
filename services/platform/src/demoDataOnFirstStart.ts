import { demoDataUnfinished, recordFirstStart } from '@outreach/command-api/demoData/firstStart.ts';
import { demoLoadSummary, loadDemoData } from '@outreach/command-api/demoData/loadDemoData.ts';
import type { Runtime } from '@outreach/server-kit';

/**
 * On the first start of an empty database, load the demo agents in the background (the platform
 * answers meanwhile; lists fill as the projector catches up). A start stopped (or killed) before
 * the load finished has the next start finish it. DEMO_DATA=off skips it. `signal` (the platform
 * closing) stops it after the append under way.
 */
export async function loadDemoDataOnFirstStart(runtime: Runtime, enabled: boolean, signal?: AbortSignal): Promise<void> {
  try {
    const first = await recordFirstStart(runtime, enabled);
    if (!enabled || (!first && !(await demoDataUnfinished(runtime)))) return;
    runtime.logger.info(first ? 'first start: loading the demo agents in the background' : 'finishing the demo data load that an earlier start began');
    const result = await loadDemoData(runtime, { signal });
    if (result.loaded && result.complete) console.log(`  Demo data: ${demoLoadSummary(result)}`);
  } catch (error) {
    if (!signal?.aborted) runtime.logger.error({ err: error }, 'demo data could not be loaded');
  }
}
