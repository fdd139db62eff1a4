import { randomUUID } from 'node:crypto';
import { withMetadata, type CommandContext, type Position, type RecordedEvent } from '@outreach/domain';
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

async function setupEvents(runtime: Runtime): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of runtime.eventStore.readStream(PLATFORM_SETUP_STREAM)) events.push(event);
  return events;
}

/**
 * Whether the first start began loading the demo data and no load has finished it since (a start
 * stopped or killed meanwhile): the next start finishes it.
 */
export async function demoDataUnfinished(runtime: Runtime): Promise<boolean> {
  const events = await setupEvents(runtime);
  const initialized = events.find((e) => e.type === 'PlatformInitialized');
  return (initialized?.data as { demoData?: boolean } | undefined)?.demoData === true && !events.some((e) => e.type === 'DemoDataLoaded');
}

/** Record, once, that the demo data is loaded whole; answers the event's position (undefined when it was recorded before). */
export async function recordDemoDataLoaded(runtime: Runtime, context: CommandContext): Promise<Position | undefined> {
  for (;;) {
    const events = await setupEvents(runtime);
    if (events.some((e) => e.type === 'DemoDataLoaded')) return undefined;
    const last = events.at(-1);
    try {
      const { position } = await runtime.eventStore.appendToStream(PLATFORM_SETUP_STREAM, withMetadata([{ type: 'DemoDataLoaded', data: {} }], context), {
        expectedRevision: last ? last.revision : 'no_stream',
      });
      return position;
    } catch (error) {
      // Recorded meanwhile by another start: read again.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}
