import { notFound, type CommandContext } from '@outreach/domain';
import { deleteCredentials, deleteUserSessions, type Runtime } from '@outreach/server-kit';
import { latest, loadUser, releaseEmail, releaseUsername, runUserCommand } from './userCommands.ts';

/** Delete another user: record it, free their username and e-mail, end their sessions. */
export async function deleteUser(runtime: Runtime, userId: string, context: CommandContext) {
  const current = await loadUser(runtime, userId);
  if (current.status !== 'active') throw notFound('User not found');
  const deleted = await runUserCommand(runtime, { type: 'DeleteUser', userId }, context);
  const name = await releaseUsername(runtime, current.username, userId, context);
  const email = current.email ? await releaseEmail(runtime, current.email, userId, context) : undefined;
  await deleteUserSessions(runtime.pg, userId);
  await deleteCredentials(runtime.pg, userId);
  return { position: latest(deleted.position, name.position, email?.position) };
}
