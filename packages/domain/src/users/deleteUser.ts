import { illegalState } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { actorIsUser, requireActive, type UserState } from './userState.ts';

export type DeleteUser = { type: 'DeleteUser'; userId: string };
export type UserDeleted = DomainEvent<'UserDeleted', { userId: string; username: string; email: string | null }>;

export function deleteUser(command: DeleteUser, state: UserState, context: CommandContext): UserDeleted[] {
  requireActive(state);
  if (actorIsUser(context, command.userId)) throw illegalState('You cannot delete your own account');
  return [{ type: 'UserDeleted', data: { userId: command.userId, username: state.username, email: state.email } }];
}
