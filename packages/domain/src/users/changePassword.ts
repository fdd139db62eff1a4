import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { actorIsUser, requireActive, type UserState } from './userState.ts';

export type ChangePassword = { type: 'ChangePassword'; userId: string };
/** Records that the password changed; the hash itself never enters an event. */
export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', { userId: string; changedBy: 'self' | 'other' }>;

export function changePassword(command: ChangePassword, state: UserState, context: CommandContext): UserPasswordChanged[] {
  requireActive(state);
  return [{ type: 'UserPasswordChanged', data: { userId: command.userId, changedBy: actorIsUser(context, command.userId) ? 'self' : 'other' } }];
}
