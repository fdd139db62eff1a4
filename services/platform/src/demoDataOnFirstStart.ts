import { recordFirstStart } from '@outreach/command-api/demoData/firstStart.ts';
import { loadDemoData } from '@outreach/command-api/demoData/loadDemoData.ts';
import type { Runtime } from '@outreach/server-kit';

/**
 * On the first start of an empty database, load the demo agents in the background (the platform
 * answers meanwhile; lists fill as the projector catches up). DEMO_DATA=off skips it.
 */
export async function loadDemoDataOnFirstStart(runtime: Runtime, enabled: boolean): Promise<void> {
  try {
    if (!(await recordFirstStart(runtime, enabled)) || !enabled) return;
    runtime.logger.info('first start: loading the demo agents in the background');
    const result = await loadDemoData(runtime);
    if (result.loaded) {
      console.log(`  Demo data: ${result.agents.toLocaleString('en-US')} agents loaded (${result.contacts.toLocaleString('en-US')} contacts) in ${result.seconds.toFixed(1)} s`);
    }
  } catch (error) {
    runtime.logger.error({ err: error }, 'demo data could not be loaded');
  }
}
