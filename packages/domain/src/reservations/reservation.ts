import { assertNever, type Decider } from '../kit/decider.ts';
import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';

/**
 * A unique value (a username, an e-mail) is held by at most one owner: its reservation stream
 * (`username-{value}`) is appended with the expected revision, so of two concurrent claims
 * exactly one wins.
 */
export type ReservationEvent =
  | DomainEvent<'ValueReserved', { value: string; ownerId: string }>
  | DomainEvent<'ValueReleased', { value: string; ownerId: string }>;

export type ReservationCommand =
  | { type: 'Reserve'; value: string; ownerId: string; takenMessage: string }
  | { type: 'Release'; value: string; ownerId: string };

export interface ReservationState {
  ownerId: string | undefined;
}

export const reservation: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  initialState: { ownerId: undefined },
  evolve(state, event) {
    switch (event.type) {
      case 'ValueReserved':
        return { ownerId: event.data.ownerId };
      case 'ValueReleased':
        return { ownerId: undefined };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Reserve':
        if (state.ownerId === command.ownerId) return [];
        if (state.ownerId !== undefined) throw conflict(command.takenMessage);
        return [{ type: 'ValueReserved', data: { value: command.value, ownerId: command.ownerId } }];
      case 'Release':
        if (state.ownerId !== command.ownerId) return [];
        return [{ type: 'ValueReleased', data: { value: command.value, ownerId: command.ownerId } }];
      default:
        return assertNever(command);
    }
  },
};

/** Reservation keys ignore case and surrounding space. */
export function reservationKey(value: string): string {
  return value.trim().toLowerCase();
}
