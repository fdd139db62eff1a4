import { randomUUID } from 'node:crypto';
import {
  contact,
  contactStream,
  EMPTY_FIELDS,
  withMetadata,
  type CommandContext,
  type ContactCommand,
  type ContactFields,
  type ContactState,
  type EventMetadata,
} from '@outreach/domain';
import { TEST_ACTOR } from './testEvents.ts';

const CITIES = ['Austin', 'Dallas', 'Houston', 'San Antonio', 'El Paso', 'Plano', 'Frisco'] as const;

/** The cities agentFields spreads agents over, in turn. */
export const AGENT_CITIES: readonly string[] = CITIES;

/** What an import says about agent number `n`: an e-mail and a mobile phone of its own, listings spread over the tiers. */
export function agentFields(n: number): ContactFields {
  return {
    ...EMPTY_FIELDS,
    firstName: `Agent${n}`,
    lastName: `Doe${n % 97}`,
    agentName: `Agent${n} Doe${n % 97}`,
    email: `agent${n}@realty.example`,
    phone: `+1512${String(2_000_000 + n).padStart(7, '0')}`,
    company: `Realty ${n % 40}`,
    city: CITIES[n % CITIES.length]!,
    state: 'TX',
    listingCount: (n * 7) % 120,
    totalListingsForRent: n % 5 === 0 ? null : n % 9,
    yearsExperience: n % 30,
  };
}

/** Call number `i` on a contact: every other one connected with a callback, every third with a follow-up. */
export function logCallCommand(contactId: string, i: number): ContactCommand {
  const connected = i % 2 === 0;
  return {
    type: 'LogCall',
    contactId,
    callId: randomUUID(),
    phoneNumber: null,
    callStatus: connected ? 'connected' : 'voicemail',
    outcome: connected ? 'callback' : null,
    notes: `Call ${i}: asked to call back next week.`,
    followUpRequired: i % 3 === 0,
    followUpDate: i % 3 === 0 ? '2026-03-02' : null,
  };
}

/** A contact as the contact decider folds it: what its next command is decided on. */
export interface DecidedContact {
  contactId: string;
  state: ContactState;
}

/** The part of an event store the commands are appended through (a multi-stream append). */
export interface ContactAppender {
  appendToStreams(
    appends: { streamId: string; events: readonly { eventId: string; type: string; data: unknown; metadata: EventMetadata }[]; expectedRevision: 'no_stream' | 'stream_exists' }[],
  ): Promise<unknown>;
}

/** A test's command context: the test actor, now, fresh ids. */
export function testCommandContext(): CommandContext {
  const requestId = randomUUID();
  return { actor: TEST_ACTOR, now: new Date().toISOString(), requestId: `test-${requestId.slice(0, 8)}`, correlationId: requestId, newId: () => randomUUID() };
}

/**
 * Decides `command(target, i)` on each target with the contact decider, as the command API does,
 * and appends the events of `perAppend` targets at a time in one multi-stream append (a new
 * contact's stream expected absent, another's present), so the targets of one append must be
 * distinct contacts. Answers the targets with their new state, in order.
 */
export async function decideOnContacts(
  store: ContactAppender,
  targets: readonly DecidedContact[],
  command: (target: DecidedContact, i: number) => ContactCommand,
  options: { perAppend: number; context?: (i: number) => CommandContext },
): Promise<DecidedContact[]> {
  const { perAppend, context = testCommandContext } = options;
  const decided: DecidedContact[] = [];
  for (let from = 0; from < targets.length; from += perAppend) {
    const appends = [];
    for (const [k, target] of targets.slice(from, from + perAppend).entries()) {
      const decision = context(from + k);
      const events = contact.decide(command(target, from + k), target.state, decision);
      decided.push({ contactId: target.contactId, state: events.reduce(contact.evolve, target.state) });
      if (events.length === 0) continue;
      appends.push({
        streamId: contactStream(target.contactId),
        events: withMetadata(events, decision),
        expectedRevision: target.state.exists ? ('stream_exists' as const) : ('no_stream' as const),
      });
    }
    await store.appendToStreams(appends);
  }
  return decided;
}
