import { conflict } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import type { UserState } from './userState.ts';
import { checkEmail, checkUsername } from './userRules.ts';

export type CreateUser = { type: 'CreateUser'; userId: string; username: string; email: string | null };
export type UserCreated = DomainEvent<'UserCreated', { userId: string; username: string; email: string | null; createdAt: string }>;

export function createUser(command: CreateUser, state: UserState, context: CommandContext): UserCreated[] {
  if (state.status !== 'absent') throw conflict('This user already exists');
  const username = checkUsername(command.username);
  const email = command.email === null ? null : checkEmail(command.email);
  return [{ type: 'UserCreated', data: { userId: command.userId, username, email, createdAt: context.now } }];
}
