import { assertNever, type Decider } from '../kit/decider.ts';
import { conflict, illegalState, notFound } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { checkEmail, checkUsername } from './userRules.ts';

/**
 * A staff account, stream `user-{id}`. Passwords never appear here: the hash lives in the
 * credentials table and the events only record that it changed.
 */
export type UserEvent =
  | DomainEvent<'UserCreated', { userId: string; username: string; email: string | null; createdAt: string }>
  | DomainEvent<'UserUpdated', { userId: string; username: string; email: string | null; previousUsername: string; previousEmail: string | null }>
  | DomainEvent<'UserPasswordChanged', { userId: string; changedBy: 'self' | 'other' }>
  | DomainEvent<'UserDeleted', { userId: string; username: string; email: string | null }>
  | DomainEvent<'UserSignedIn', { userId: string; rememberMe: boolean; ip: string | null; userAgent: string | null }>
  | DomainEvent<'UserSignedOut', { userId: string }>
  | DomainEvent<'UserSignInFailed', { userId: string; ip: string | null; reason: 'wrong_password' }>;

export type UserCommand =
  | { type: 'CreateUser'; userId: string; username: string; email: string | null }
  | { type: 'UpdateUser'; userId: string; username: string; email: string | null }
  | { type: 'ChangePassword'; userId: string }
  | { type: 'DeleteUser'; userId: string }
  | { type: 'RecordSignIn'; userId: string; rememberMe: boolean; ip: string | null; userAgent: string | null }
  | { type: 'RecordSignOut'; userId: string }
  | { type: 'RecordSignInFailure'; userId: string; ip: string | null };

export interface UserState {
  status: 'absent' | 'active' | 'deleted';
  userId: string | undefined;
  username: string;
  email: string | null;
  createdAt: string | undefined;
}

export const initialUserState: UserState = { status: 'absent', userId: undefined, username: '', email: null, createdAt: undefined };

function actorIsUser(context: CommandContext, userId: string): boolean {
  return context.actor.kind === 'user' && context.actor.id === userId;
}

function requireActive(state: UserState): void {
  if (state.status !== 'active') throw notFound('User not found');
}

export const user: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve(state, event) {
    switch (event.type) {
      case 'UserCreated':
        return { status: 'active', userId: event.data.userId, username: event.data.username, email: event.data.email, createdAt: event.data.createdAt };
      case 'UserUpdated':
        return { ...state, username: event.data.username, email: event.data.email };
      case 'UserDeleted':
        return { ...state, status: 'deleted' };
      case 'UserPasswordChanged':
      case 'UserSignedIn':
      case 'UserSignedOut':
      case 'UserSignInFailed':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'CreateUser': {
        if (state.status !== 'absent') throw conflict('This user already exists');
        const username = checkUsername(command.username);
        const email = command.email === null ? null : checkEmail(command.email);
        return [{ type: 'UserCreated', data: { userId: command.userId, username, email, createdAt: context.now } }];
      }
      case 'UpdateUser': {
        requireActive(state);
        if (actorIsUser(context, command.userId)) throw illegalState('You cannot edit your own account from the user list');
        const username = checkUsername(command.username);
        const email = command.email === null ? null : checkEmail(command.email);
        if (username === state.username && email === state.email) return [];
        return [
          {
            type: 'UserUpdated',
            data: { userId: command.userId, username, email, previousUsername: state.username, previousEmail: state.email },
          },
        ];
      }
      case 'ChangePassword':
        requireActive(state);
        return [{ type: 'UserPasswordChanged', data: { userId: command.userId, changedBy: actorIsUser(context, command.userId) ? 'self' : 'other' } }];
      case 'DeleteUser':
        requireActive(state);
        if (actorIsUser(context, command.userId)) throw illegalState('You cannot delete your own account');
        return [{ type: 'UserDeleted', data: { userId: command.userId, username: state.username, email: state.email } }];
      case 'RecordSignIn':
        requireActive(state);
        return [{ type: 'UserSignedIn', data: { userId: command.userId, rememberMe: command.rememberMe, ip: command.ip, userAgent: command.userAgent } }];
      case 'RecordSignOut':
        if (state.status !== 'active') return [];
        return [{ type: 'UserSignedOut', data: { userId: command.userId } }];
      case 'RecordSignInFailure':
        if (state.status !== 'active') return [];
        return [{ type: 'UserSignInFailed', data: { userId: command.userId, ip: command.ip, reason: 'wrong_password' } }];
      default:
        return assertNever(command);
    }
  },
};

export const userStream = (userId: string) => `user-${userId}`;
export const usernameStream = (key: string) => `username-${key}`;
export const userEmailStream = (key: string) => `user-email-${key}`;
