import { nameBasedId, type CommandContext } from '@outreach/domain';

/** The namespace of the ids of events the send workers append. */
const OUTCOME_NAMESPACE = 'a4f3d8e2-5b1c-4c9a-8e7f-3d2b1a0c9e8d';

/**
 * The context of a command a send worker appends as the outcome of one step of one e-mail: its
 * event ids are UUIDv5 of the step (`{messageId}/attempt-2/sent`), so a worker that runs the step
 * twice appends once (the event store keeps one event per id).
 */
export function outcomeContext(base: CommandContext, step: string): CommandContext {
  let n = 0;
  return { ...base, newId: () => nameBasedId(`${step}#${n++}`, OUTCOME_NAMESPACE) };
}
