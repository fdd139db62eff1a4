import {
  contactEmailStream,
  contactPhoneStream,
  contactStream,
  mergeImportedContact,
  importContact,
  initialContactState,
  holder,
  matchImportedAgent,
  valueReserved,
  withMetadata,
  reservationKey,
  type CommandContext,
  type ContactFields,
  type ContactStatus,
  type DomainEvent,
  type ImportOrigin,
  type RecordedEvent,
} from '@outreach/domain';
import { timeOrderedId } from '../shared/timeOrderedId.ts';
import type { EventToAppend, ExpectedRevision, StreamAppend as StoreStreamAppend } from '@outreach/event-store';

/** One agent to bring in: normalised fields, and where it came from. */
export interface ImportCandidate {
  fields: ContactFields;
  status: ContactStatus;
  stagedAgentId: string | null;
}

export interface ImportOutcome {
  contactId: string;
  merged: boolean;
}

/** One stream's part of a chunk's multi-stream append. */
export type StreamAppend = StoreStreamAppend & { events: EventToAppend[] };

export function reservationStreams(candidates: readonly ImportCandidate[]): string[] {
  const ids = new Set<string>();
  for (const c of candidates) {
    if (c.fields.email) ids.add(contactEmailStream(reservationKey(c.fields.email)));
    if (c.fields.phone) ids.add(contactPhoneStream(c.fields.phone));
  }
  return [...ids];
}

/**
 * Decide a chunk of imports against the current reservations (`matchImportedAgent`): a match
 * merges into that contact; duplicates inside the chunk merge into the first; everyone else
 * becomes a new contact and claims its e-mail and its phone unless another contact holds it
 * (expected revision: as read, so a concurrent import makes the whole chunk retry). Pure apart
 * from new ids: contact ids are time-ordered (timeOrderedId), so a bulk import writes its contact
 * streams and rows at the end of their indexes.
 */
export function planImportChunk(
  candidates: readonly ImportCandidate[],
  reservations: ReadonlyMap<string, RecordedEvent>,
  origin: Omit<ImportOrigin, 'stagedAgentId'>,
  context: CommandContext,
): { appends: StreamAppend[]; outcomes: ImportOutcome[] } {
  const owners = new Map<string, { ownerId: string | undefined; revision: bigint | undefined }>();
  const ownerOf = (streamId: string) => {
    let h = owners.get(streamId);
    if (!h) {
      h = holder(reservations.get(streamId));
      owners.set(streamId, h);
    }
    return h;
  };
  const byStream = new Map<string, StreamAppend>();
  const add = (streamId: string, events: DomainEvent[], expectedRevision: ExpectedRevision) => {
    const existing = byStream.get(streamId);
    if (existing) existing.events.push(...withMetadata(events, context));
    else byStream.set(streamId, { streamId, events: withMetadata(events, context), expectedRevision });
  };
  const outcomes: ImportOutcome[] = [];
  for (const candidate of candidates) {
    const emailStream = candidate.fields.email ? contactEmailStream(reservationKey(candidate.fields.email)) : undefined;
    const phoneStream = candidate.fields.phone ? contactPhoneStream(candidate.fields.phone) : undefined;
    const { owner, phoneSharedWith } = matchImportedAgent(
      emailStream !== undefined,
      emailStream ? ownerOf(emailStream).ownerId : undefined,
      phoneStream ? ownerOf(phoneStream).ownerId : undefined,
    );
    const fullOrigin = { ...origin, stagedAgentId: candidate.stagedAgentId };
    if (owner) {
      add(contactStream(owner), mergeImportedContact({ type: 'MergeImportedContact', contactId: owner, fields: candidate.fields, origin: fullOrigin }), 'any');
      outcomes.push({ contactId: owner, merged: true });
      continue;
    }
    const contactId = timeOrderedId();
    add(
      contactStream(contactId),
      importContact(
        { type: 'ImportContact', contactId, fields: candidate.fields, status: candidate.status, origin: fullOrigin, ...(phoneSharedWith ? { phoneSharedWith } : {}) },
        initialContactState,
      ),
      'no_stream',
    );
    for (const [streamId, value] of [
      [emailStream, candidate.fields.email],
      [phoneSharedWith ? undefined : phoneStream, candidate.fields.phone],
    ] as const) {
      if (!streamId || !value) continue;
      const h = ownerOf(streamId);
      add(streamId, [valueReserved(value, contactId)], h.revision ?? 'no_stream');
      owners.set(streamId, { ownerId: contactId, revision: h.revision });
    }
    outcomes.push({ contactId, merged: false });
  }
  return { appends: [...byStream.values()], outcomes };
}
