import { aggregateStream, type ReadableStore } from '../kit/aggregateStream.ts';
import type { RecordedEvent } from '../kit/events.ts';
import { handle, type AppendOnlyStore } from '../kit/handle.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { usernameStream } from '../users/user.ts';
import { reservation, reservationKey, type ReservationEvent } from './reservation.ts';

/** Who holds a reservation stream, from its last event, and the revision to append after. */
export function holder(last: RecordedEvent | undefined): { ownerId: string | undefined; revision: bigint | undefined } {
  if (!last) return { ownerId: undefined, revision: undefined };
  return { ownerId: last.type === 'ValueReserved' ? (last.data as { ownerId: string }).ownerId : undefined, revision: last.revision };
}

/** The event that gives a value to an owner, for appends that reserve together with other streams. */
export function valueReserved(value: string, ownerId: string): ReservationEvent {
  return { type: 'ValueReserved', data: { value, ownerId } };
}

/** Who holds a value now (strongly consistent: read from its reservation stream). */
export async function reservationOwner(store: ReadableStore, streamId: string): Promise<string | undefined> {
  return (await aggregateStream(store, streamId, reservation)).state.ownerId;
}

/** Which account holds a username now (strongly consistent: read from its reservation stream). */
export function userIdForUsername(store: ReadableStore, username: string): Promise<string | undefined> {
  return reservationOwner(store, usernameStream(reservationKey(username)));
}

/** Claim a value for an owner; another owner's claim answers 409 with `takenMessage`. */
export function reserveValue(store: AppendOnlyStore, streamId: string, claim: { value: string; ownerId: string; takenMessage: string }, context: CommandContext) {
  return handle(store, streamId, reservation, { type: 'Reserve', ...claim }, context);
}

/** Give a value back (nothing happens unless this owner holds it). */
export function releaseValue(store: AppendOnlyStore, streamId: string, claim: { value: string; ownerId: string }, context: CommandContext) {
  return handle(store, streamId, reservation, { type: 'Release', ...claim }, context);
}
