import { checkEmail, checkUsername, notFound, reservationKey, type CommandContext } from '@outreach/domain';
import { renameSessionUser, type Runtime } from '@outreach/server-kit';
import { latest, loadUser, releaseEmail, releaseUsername, reserveEmail, reserveUsername, runUserCommand, toUserView } from './userCommands.ts';

/**
 * Change another user's username and e-mail. A new value is claimed before the change and the old
 * one released after it, so no two accounts ever hold the same name or address.
 */
export async function updateUser(runtime: Runtime, userId: string, input: { username: string; email: string | null }, context: CommandContext) {
  const username = checkUsername(input.username);
  const email = input.email === null ? null : checkEmail(input.email);
  const current = await loadUser(runtime, userId);
  if (current.status !== 'active') throw notFound('User not found');
  const nameChanged = reservationKey(username) !== reservationKey(current.username);
  const emailChanged = (email ? reservationKey(email) : null) !== (current.email ? reservationKey(current.email) : null);
  const positions = [];
  if (nameChanged) positions.push((await reserveUsername(runtime, username, userId, context)).position);
  if (emailChanged && email) {
    try {
      positions.push((await reserveEmail(runtime, email, userId, context)).position);
    } catch (error) {
      if (nameChanged) await releaseUsername(runtime, username, userId, context);
      throw error;
    }
  }
  let updated;
  try {
    updated = await runUserCommand(runtime, { type: 'UpdateUser', userId, username, email }, context);
  } catch (error) {
    if (nameChanged) await releaseUsername(runtime, username, userId, context);
    if (emailChanged && email) await releaseEmail(runtime, email, userId, context);
    throw error;
  }
  positions.push(updated.position);
  if (nameChanged) positions.push((await releaseUsername(runtime, current.username, userId, context)).position);
  if (emailChanged && current.email) positions.push((await releaseEmail(runtime, current.email, userId, context)).position);
  if (username !== current.username) await renameSessionUser(runtime.pg, userId, username);
  return { user: toUserView(updated.state), position: latest(...positions) };
}
