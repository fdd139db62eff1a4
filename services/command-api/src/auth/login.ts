import { DomainError, userIdForUsername, type CommandContext } from '@outreach/domain';
import { beginLoginAttempt, burnPasswordCheck, createSession, findPasswordHash, verifyPassword, type Runtime } from '@outreach/server-kit';
import { loadUser, runUserCommand, toUserView } from '../users/userCommands.ts';

export const LOGIN_FAILED = 'Invalid username or password';

export interface LoginInput {
  username: string;
  password: string;
  rememberMe: boolean;
  ip: string;
  userAgent: string | undefined;
}

/**
 * Sign in: throttled per username and address together and per address, the attempt counted
 * before the password is checked; a wrong password or an unknown name answer the same (and take
 * the same time). Success opens a session and records UserSignedIn. Sign-in records commute, so
 * parallel sign-ins never answer a revision conflict.
 */
export async function login(runtime: Runtime, input: LoginInput, context: (userId: string, username: string) => CommandContext) {
  const attempt = await beginLoginAttempt(runtime.pg, input.username, input.ip, runtime.clock.now());
  const userId = await userIdForUsername(runtime.eventStore, input.username);
  const hash = userId ? await findPasswordHash(runtime.pg, userId) : undefined;
  const state = userId ? await loadUser(runtime, userId) : undefined;
  if (!userId || !hash || state?.status !== 'active') {
    await burnPasswordCheck(input.password);
    throw new DomainError('unauthorized', LOGIN_FAILED);
  }
  if (!(await verifyPassword(input.password, hash))) {
    await runUserCommand(
      runtime,
      { type: 'RecordSignInFailure', userId, ip: input.ip },
      { ...context(userId, state.username), actor: { kind: 'system', process: 'sign-in' } },
      { commutes: true },
    );
    throw new DomainError('unauthorized', LOGIN_FAILED);
  }
  await attempt.succeeded();
  const { token, session } = await createSession(runtime.pg, {
    userId,
    username: state.username,
    persistent: input.rememberMe,
    ip: input.ip,
    ...(input.userAgent ? { userAgent: input.userAgent } : {}),
  }, runtime.clock.now());
  const signedIn = await runUserCommand(
    runtime,
    { type: 'RecordSignIn', userId, rememberMe: input.rememberMe, ip: input.ip, userAgent: input.userAgent?.slice(0, 300) ?? null },
    context(userId, state.username),
    { commutes: true },
  );
  return { token, session, user: toUserView(state), position: signedIn.position };
}
