import {
  releaseValue,
  reservationKey,
  reserveValue,
  userHandler,
  usernameStream,
  userEmailStream,
  type CommandContext,
  type HandleOptions,
  type UserCommand,
  type UserState,
} from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type { UserView } from '@outreach/contracts';

export const USERNAME_TAKEN = 'Username already exists';
export const EMAIL_TAKEN = 'Email already exists';

export { latest } from '../shared/positions.ts';

export function runUserCommand(runtime: Runtime, command: UserCommand, context: CommandContext, options?: HandleOptions) {
  return userHandler.run(runtime.eventStore, command.userId, command, context, options);
}

export function reserveUsername(runtime: Runtime, username: string, userId: string, context: CommandContext) {
  return reserveValue(runtime.eventStore, usernameStream(reservationKey(username)), { value: username, ownerId: userId, takenMessage: USERNAME_TAKEN }, context);
}

export function reserveEmail(runtime: Runtime, email: string, userId: string, context: CommandContext) {
  return reserveValue(runtime.eventStore, userEmailStream(reservationKey(email)), { value: email, ownerId: userId, takenMessage: EMAIL_TAKEN }, context);
}

export function releaseUsername(runtime: Runtime, username: string, userId: string, context: CommandContext) {
  return releaseValue(runtime.eventStore, usernameStream(reservationKey(username)), { value: username, ownerId: userId }, context);
}

export function releaseEmail(runtime: Runtime, email: string, userId: string, context: CommandContext) {
  return releaseValue(runtime.eventStore, userEmailStream(reservationKey(email)), { value: email, ownerId: userId }, context);
}

export function loadUser(runtime: Runtime, userId: string): Promise<UserState> {
  return userHandler.load(runtime.eventStore, userId);
}

export function toUserView(state: UserState): UserView {
  return { id: state.userId!, username: state.username, email: state.email, createdAt: state.createdAt! };
}
