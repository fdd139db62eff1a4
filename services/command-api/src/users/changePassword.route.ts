import { changePasswordBody, userIdParams } from '@outreach/contracts';
import { commandContext, parseInput, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor.ts';
import { changePassword } from './changePassword.ts';

/** PUT /api/users/{id}/password {currentPassword, newPassword} → {changed: true}. */
export function registerChangePasswordRoute(app: FastifyInstance, runtime: Runtime): void {
  app.put('/api/users/:id/password', async (request, reply) => {
    const { id } = parseInput(userIdParams, request.params);
    const body = parseInput(changePasswordBody, request.body);
    const result = await changePassword(runtime, id, body, commandContext(request, actorOf(request)));
    return withPosition(reply, result.position, { changed: true });
  });
}
