import { randomUUID } from 'node:crypto';
import { withMetadata } from '@outreach/domain';
import { WrongExpectedRevisionError } from '@outreach/event-store';
import { processContext, type Runtime } from '@outreach/server-kit';

export const PLATFORM_SETUP_STREAM = 'platform-setup';

/**
 * Record the platform's first start (once, whatever the number of processes) and say whether
 * this start is it — the demo data is loaded only then, and only when DEMO_DATA allows.
 */
export async function recordFirstStart(runtime: Runtime, demoData: boolean): Promise<boolean> {
  const context = processContext(runtime.clock, 'first-start', { requestId: `first-start-${randomUUID()}` });
  try {
    await runtime.eventStore.appendToStream(PLATFORM_SETUP_STREAM, withMetadata([{ type: 'PlatformInitialized', data: { demoData } }], context), {
      expectedRevision: 'no_stream',
    });
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}
