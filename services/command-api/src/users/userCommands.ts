import {
  handle,
  reservation,
  reservationKey,
  user,
  usernameStream,
  userEmailStream,
  userStream,
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

export async function runUserCommand(runtime: Runtime, command: UserCommand, context: CommandContext, options?: HandleOptions) {
  return handle(runtime.eventStore, userStream(command.userId), user, command, context, options);
}

export async function reserveUsername(runtime: Runtime, username: string, userId: string, context: CommandContext) {
  return handle(runtime.eventStore, usernameStream(reservationKey(username)), reservation, {
    type: 'Reserve',
    value: username,
    ownerId: userId,
    takenMessage: USERNAME_TAKEN,
  }, context);
}

export async function reserveEmail(runtime: Runtime, email: string, userId: string, context: CommandContext) {
  return handle(runtime.eventStore, userEmailStream(reservationKey(email)), reservation, {
    type: 'Reserve',
    value: email,
    ownerId: userId,
    takenMessage: EMAIL_TAKEN,
  }, context);
}

export async function releaseUsername(runtime: Runtime, username: string, userId: string, context: CommandContext) {
  return handle(runtime.eventStore, usernameStream(reservationKey(username)), reservation, { type: 'Release', value: username, ownerId: userId }, context);
}

export async function releaseEmail(runtime: Runtime, email: string, userId: string, context: CommandContext) {
  return handle(runtime.eventStore, userEmailStream(reservationKey(email)), reservation, { type: 'Release', value: email, ownerId: userId }, context);
}

/** Who holds a username now (strongly consistent: read from its reservation stream). */
export async function userIdForUsername(runtime: Runtime, username: string): Promise<string | undefined> {
  let owner: string | undefined;
  for await (const event of runtime.eventStore.readStream(usernameStream(reservationKey(username)))) {
    owner = event.type === 'ValueReserved' ? (event.data as { ownerId: string }).ownerId : undefined;
  }
  return owner;
}

export async function loadUser(runtime: Runtime, userId: string): Promise<UserState> {
  let state = user.initialState;
  for await (const event of runtime.eventStore.readStream(userStream(userId))) {
    state = user.evolve(state, { type: event.type, data: event.data } as never);
  }
  return state;
}

export function toUserView(state: UserState): UserView {
  return { id: state.userId!, username: state.username, email: state.email, createdAt: state.createdAt! };
}
