import { notFound } from '../kit/errors.ts';
import type { CommandContext } from '../kit/metadata.ts';

export interface UserState {
  status: 'absent' | 'active' | 'deleted';
  userId: string | undefined;
  username: string;
  email: string | null;
  createdAt: string | undefined;
}

export const initialUserState: UserState = { status: 'absent', userId: undefined, username: '', email: null, createdAt: undefined };

export function actorIsUser(context: CommandContext, userId: string): boolean {
  return context.actor.kind === 'user' && context.actor.id === userId;
}

export function requireActive(state: UserState): void {
  if (state.status !== 'active') throw notFound('User not found');
}
