import type { DomainEvent } from '../kit/events.ts';
import { requireActive, type UserState } from './userState.ts';

export type RecordSignIn = { type: 'RecordSignIn'; userId: string; rememberMe: boolean; ip: string | null; userAgent: string | null };
export type RecordSignOut = { type: 'RecordSignOut'; userId: string };
export type RecordSignInFailure = { type: 'RecordSignInFailure'; userId: string; ip: string | null };

export type UserSignedIn = DomainEvent<'UserSignedIn', { userId: string; rememberMe: boolean; ip: string | null; userAgent: string | null }>;
export type UserSignedOut = DomainEvent<'UserSignedOut', { userId: string }>;
export type UserSignInFailed = DomainEvent<'UserSignInFailed', { userId: string; ip: string | null; reason: 'wrong_password' }>;

/** Sign-ins, sign-outs and failed attempts are part of an account's history for auditors. */
export function recordSignIn(command: RecordSignIn, state: UserState): UserSignedIn[] {
  requireActive(state);
  return [{ type: 'UserSignedIn', data: { userId: command.userId, rememberMe: command.rememberMe, ip: command.ip, userAgent: command.userAgent } }];
}

export function recordSignOut(command: RecordSignOut, state: UserState): UserSignedOut[] {
  if (state.status !== 'active') return [];
  return [{ type: 'UserSignedOut', data: { userId: command.userId } }];
}

export function recordSignInFailure(command: RecordSignInFailure, state: UserState): UserSignInFailed[] {
  if (state.status !== 'active') return [];
  return [{ type: 'UserSignInFailed', data: { userId: command.userId, ip: command.ip, reason: 'wrong_password' } }];
}
