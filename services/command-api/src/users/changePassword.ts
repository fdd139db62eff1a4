import { DomainError, checkNewPassword, invalid, type CommandContext } from '@outreach/domain';
import { findPasswordHash, hashPassword, storePasswordHash, verifyPassword, type Runtime } from '@outreach/server-kit';
import { runUserCommand } from './userCommands.ts';

/**
 * A user changes their own password: the current one must be given and right. The event records
 * only that it changed.
 */
export async function changePassword(
  runtime: Runtime,
  userId: string,
  input: { currentPassword?: string | undefined; newPassword: string },
  context: CommandContext,
) {
  if (context.actor.kind !== 'user' || context.actor.id !== userId) {
    throw new DomainError('forbidden', 'You can only change your own password');
  }
  if (!input.currentPassword) throw invalid('Current password is required');
  checkNewPassword(input.newPassword);
  const stored = await findPasswordHash(runtime.pg, userId);
  if (!stored || !(await verifyPassword(input.currentPassword, stored))) throw invalid('Current password is incorrect');
  const changed = await runUserCommand(runtime, { type: 'ChangePassword', userId }, context);
  await storePasswordHash(runtime.pg, userId, await hashPassword(input.newPassword));
  return { position: changed.position };
}
