import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { changePassword, type ChangePassword, type UserPasswordChanged } from './changePassword.ts';
import { createUser, type CreateUser, type UserCreated } from './createUser.ts';
import { deleteUser, type DeleteUser, type UserDeleted } from './deleteUser.ts';
import {
  recordSignIn,
  recordSignInFailure,
  recordSignOut,
  type RecordSignIn,
  type RecordSignInFailure,
  type RecordSignOut,
  type UserSignedIn,
  type UserSignedOut,
  type UserSignInFailed,
} from './recordSignIn.ts';
import { updateUser, type UpdateUser, type UserUpdated } from './updateUser.ts';
import { initialUserState, type UserState } from './userState.ts';

/**
 * A staff account, stream `user-{id}`. Passwords never appear here: the hash lives in the
 * credentials table and the events only record that it changed.
 */
export type UserEvent = UserCreated | UserUpdated | UserPasswordChanged | UserDeleted | UserSignedIn | UserSignedOut | UserSignInFailed;
export type UserCommand = CreateUser | UpdateUser | ChangePassword | DeleteUser | RecordSignIn | RecordSignOut | RecordSignInFailure;

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
  decide(command, state, context): UserEvent[] {
    switch (command.type) {
      case 'CreateUser':
        return createUser(command, state, context);
      case 'UpdateUser':
        return updateUser(command, state, context);
      case 'ChangePassword':
        return changePassword(command, state, context);
      case 'DeleteUser':
        return deleteUser(command, state, context);
      case 'RecordSignIn':
        return recordSignIn(command, state);
      case 'RecordSignOut':
        return recordSignOut(command, state);
      case 'RecordSignInFailure':
        return recordSignInFailure(command, state);
      default:
        return assertNever(command);
    }
  },
};

export const userStream = (userId: string) => `user-${userId}`;
export const usernameStream = (key: string) => `username-${key}`;
export const userEmailStream = (key: string) => `user-email-${key}`;

/** Load a user, or run a command on one. */
export const userHandler = commandHandler(user, userStream);
