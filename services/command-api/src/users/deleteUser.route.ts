import { userIdParams } from '@outreach/contracts';
import { commandContext, parseInput, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor.ts';
import { deleteUser } from './deleteUser.ts';

/** DELETE /api/users/{id} → {deleted: true}. */
export function registerDeleteUserRoute(app: FastifyInstance, runtime: Runtime): void {
  app.delete('/api/users/:id', async (request, reply) => {
    const { id } = parseInput(userIdParams, request.params);
    const result = await deleteUser(runtime, id, commandContext(request, actorOf(request)));
    return withPosition(reply, result.position, { deleted: true });
  });
}
