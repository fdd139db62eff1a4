import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';

/**
 * The Google Workspace mailbox connected on Legacy Settings, stream `settings-google`: which
 * mailbox signed in, since when, and its disconnection. The access and refresh tokens are never in
 * an event: they live encrypted in the secret store (`GOOGLE_TOKENS_SECRET`).
 */
export const GOOGLE_CONNECTION_STREAM = 'settings-google';
/** The connected mailbox's tokens (JSON) in the encrypted secret store. */
export const GOOGLE_TOKENS_SECRET = 'google:settings:tokens';

export type GoogleMailboxConnected = DomainEvent<'GoogleMailboxConnected', { email: string; connectedAt: string }>;
export type GoogleMailboxDisconnected = DomainEvent<'GoogleMailboxDisconnected', { email: string }>;
export type GoogleConnectionEvent = GoogleMailboxConnected | GoogleMailboxDisconnected;

export type GoogleConnectionCommand = { type: 'ConnectGoogleMailbox'; email: string } | { type: 'DisconnectGoogleMailbox' };

export interface GoogleConnectionState {
  connected: boolean;
  email: string | null;
  connectedAt: string | null;
}

export const initialGoogleConnection: GoogleConnectionState = { connected: false, email: null, connectedAt: null };

export const googleConnection: Decider<GoogleConnectionCommand, GoogleConnectionEvent, GoogleConnectionState> = {
  initialState: initialGoogleConnection,
  evolve(_state, event) {
    switch (event.type) {
      case 'GoogleMailboxConnected':
        return { connected: true, email: event.data.email, connectedAt: event.data.connectedAt };
      case 'GoogleMailboxDisconnected':
        return initialGoogleConnection;
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'ConnectGoogleMailbox': {
        // Signing in again (the same or another mailbox) replaces the connection: new tokens, a new time.
        const email = command.email.trim().toLowerCase();
        return [{ type: 'GoogleMailboxConnected', data: { email, connectedAt: context.now } }];
      }
      case 'DisconnectGoogleMailbox':
        if (!state.connected) throw conflict('No Google Workspace account is connected');
        return [{ type: 'GoogleMailboxDisconnected', data: { email: state.email! } }];
      default:
        return assertNever(command);
    }
  },
};

/** The one connection stream: the id is ignored. */
export const googleConnectionHandler = commandHandler(googleConnection, () => GOOGLE_CONNECTION_STREAM);
