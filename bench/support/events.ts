import type { Actor } from '@outreach/domain';
import type { EventToAppend } from '@outreach/event-store';
import { testEvent } from '@outreach/testing';

const ACTORS: readonly Actor[] = [
  { kind: 'user', id: '0b6f4a52-6a0e-4c57-9d43-6a53a3c1f001', username: 'agent.smith' },
  { kind: 'user', id: '0b6f4a52-6a0e-4c57-9d43-6a53a3c1f002', username: 'agent.jones' },
  { kind: 'webhook', source: 'twilio' },
  { kind: 'system', process: 'dispatcher' },
];

/**
 * Types no domain projection handles (a real type such as CallLogged would be applied by the
 * contacts projection and refused for its made-up data): the event store suite's appends and reads.
 */
const TYPES = ['BenchContactNoted', 'BenchCallNoted', 'BenchStatusNoted', 'BenchSmsNoted'] as const;

const CATEGORIES = ['contact', 'campaign', 'sms-conversation', 'user'] as const;

/** Stream `i` of a bench data set: categories in turn, ids unique per prefix. */
export function benchStream(prefix: string, i: number): string {
  return `${CATEGORIES[i % CATEGORIES.length]}-${prefix}${i}`;
}

/** A plausible event (a few hundred bytes of data and metadata), number `n` of a data set. */
export function benchEvent(n: number): EventToAppend {
  const type = TYPES[n % TYPES.length]!;
  return testEvent(
    type,
    {
      n,
      contactId: `c${n % 9973}`,
      note: `Called about the spring campaign; asked to call back next week (#${n}).`,
      outcome: n % 3 === 0 ? 'answered' : 'voicemail',
      durationSeconds: n % 600,
    },
    ACTORS[n % ACTORS.length]!,
    new Date(Date.UTC(2025, 0, 1) + n * 1000).toISOString(),
  ) as EventToAppend;
}

export function benchEvents(first: number, count: number): EventToAppend[] {
  return Array.from({ length: count }, (_, i) => benchEvent(first + i));
}
