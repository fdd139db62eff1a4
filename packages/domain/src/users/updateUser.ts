import { illegalState } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { actorIsUser, requireActive, type UserState } from './userState.ts';
import { checkEmail, checkUsername } from './userRules.ts';

export type UpdateUser = { type: 'UpdateUser'; userId: string; username: string; email: string | null };
export type UserUpdated = DomainEvent<
  'UserUpdated',
  { userId: string; username: string; email: string | null; previousUsername: string; previousEmail: string | null }
>;

/** Another user's username and e-mail change; one's own row cannot be edited from the list. */
export function updateUser(command: UpdateUser, state: UserState, context: CommandContext): UserUpdated[] {
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
