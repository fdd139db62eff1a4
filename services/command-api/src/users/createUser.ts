import { randomUUID } from 'node:crypto';
import { checkEmail, checkNewPassword, checkUsername, type CommandContext } from '@outreach/domain';
import { hashPassword, storePasswordHash, type Runtime } from '@outreach/server-kit';
import { latest, releaseUsername, reserveEmail, reserveUsername, runUserCommand, toUserView } from './userCommands.ts';

export interface CreateUserInput {
  username: string;
  email: string | null;
  password: string;
}

/**
 * Create an account: claim the username and e-mail (exactly one of two concurrent claims wins),
 * store the password hash, then record UserCreated. A failed e-mail claim gives the username back.
 */
export async function createUser(runtime: Runtime, input: CreateUserInput, context: CommandContext) {
  const username = checkUsername(input.username);
  const email = input.email === null ? null : checkEmail(input.email);
  checkNewPassword(input.password);
  const userId = randomUUID();
  const claimedName = await reserveUsername(runtime, username, userId, context);
  let claimedEmail;
  if (email) {
    try {
      claimedEmail = await reserveEmail(runtime, email, userId, context);
    } catch (error) {
      await releaseUsername(runtime, username, userId, context);
      throw error;
    }
  }
  await storePasswordHash(runtime.pg, userId, await hashPassword(input.password));
  const created = await runUserCommand(runtime, { type: 'CreateUser', userId, username, email }, context);
  return { user: toUserView(created.state), position: latest(claimedName.position, claimedEmail?.position, created.position) };
}
