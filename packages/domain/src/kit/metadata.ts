/** Who caused an event. Auditors read history through this; it is never optional. */
export type Actor =
  | { kind: 'user'; id: string; username: string }
  | { kind: 'webhook'; source: string }
  | { kind: 'system'; process: string };

/** How an actor is named to a person: the username, the webhook's source or the system process. */
export function actorName(actor: Actor): string {
  return actor.kind === 'user' ? actor.username : actor.kind === 'webhook' ? actor.source : actor.process;
}

/** Metadata carried by every stored event. */
export interface EventMetadata {
  eventId: string;
  actor: Actor;
  /** ISO-8601 instant. */
  occurredAt: string;
  correlationId: string;
  causationId: string;
  requestId: string;
  /** Why the change was made, when the caller said so. */
  reason?: string;
}

/** What a command arrives with: time, actor and ids come from outside the domain. */
export interface CommandContext {
  actor: Actor;
  /** ISO-8601 instant. */
  now: string;
  requestId: string;
  correlationId: string;
  causationId?: string;
  reason?: string;
  /** Deterministic event ids, one per event the decision may emit. */
  newId: () => string;
}
