import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';

/**
 * The Microsoft 365 mailbox connected on Legacy Settings, stream `settings-microsoft`: which
 * mailbox signed in (and in which tenant), since when, and its disconnection. The access and
 * refresh tokens are never in an event: they live encrypted in the secret store
 * (`MICROSOFT_TOKENS_SECRET`).
 */
export const MICROSOFT_CONNECTION_STREAM = 'settings-microsoft';
/** The connected mailbox's tokens (JSON) in the encrypted secret store. */
export const MICROSOFT_TOKENS_SECRET = 'microsoft:settings:tokens';

export type MicrosoftMailboxConnected = DomainEvent<'MicrosoftMailboxConnected', { email: string; tenantId: string | null; connectedAt: string }>;
export type MicrosoftMailboxDisconnected = DomainEvent<'MicrosoftMailboxDisconnected', { email: string }>;
export type MicrosoftConnectionEvent = MicrosoftMailboxConnected | MicrosoftMailboxDisconnected;

export type MicrosoftConnectionCommand =
  | { type: 'ConnectMicrosoftMailbox'; email: string; tenantId: string | null }
  | { type: 'DisconnectMicrosoftMailbox' };

export interface MicrosoftConnectionState {
  connected: boolean;
  email: string | null;
  tenantId: string | null;
  connectedAt: string | null;
}

export const initialMicrosoftConnection: MicrosoftConnectionState = { connected: false, email: null, tenantId: null, connectedAt: null };

export const microsoftConnection: Decider<MicrosoftConnectionCommand, MicrosoftConnectionEvent, MicrosoftConnectionState> = {
  initialState: initialMicrosoftConnection,
  evolve(_state, event) {
    switch (event.type) {
      case 'MicrosoftMailboxConnected':
        return { connected: true, email: event.data.email, tenantId: event.data.tenantId, connectedAt: event.data.connectedAt };
      case 'MicrosoftMailboxDisconnected':
        return initialMicrosoftConnection;
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'ConnectMicrosoftMailbox': {
        // Signing in again (the same or another mailbox) replaces the connection: new tokens, a new time.
        const email = command.email.trim().toLowerCase();
        return [{ type: 'MicrosoftMailboxConnected', data: { email, tenantId: command.tenantId, connectedAt: context.now } }];
      }
      case 'DisconnectMicrosoftMailbox':
        if (!state.connected) throw conflict('No Microsoft 365 account is connected');
        return [{ type: 'MicrosoftMailboxDisconnected', data: { email: state.email! } }];
      default:
        return assertNever(command);
    }
  },
};

/** The one connection stream: the id is ignored. */
export const microsoftConnectionHandler = commandHandler(microsoftConnection, () => MICROSOFT_CONNECTION_STREAM);
