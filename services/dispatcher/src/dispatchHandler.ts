import type { RecordedEvent } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';

/**
 * Performs the outside action an event asks for (send an SMS, an e-mail, ask the AI) and appends
 * the outcome as events. Called at most once per event id; it must record "requested" before
 * calling the provider so that a crash in between is visible rather than repeated.
 */
export interface DispatchHandler {
  name: string;
  handles: readonly string[];
  handle(event: RecordedEvent, runtime: Runtime): Promise<void>;
}
