import { updateUserBody, userIdParams } from '@outreach/contracts';
import { commandContext, parseInput, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor.ts';
import { updateUser } from './updateUser.ts';

/** PUT /api/users/{id} {username, email} → the updated user. */
export function registerUpdateUserRoute(app: FastifyInstance, runtime: Runtime): void {
  app.put('/api/users/:id', async (request, reply) => {
    const { id } = parseInput(userIdParams, request.params);
    const body = parseInput(updateUserBody, request.body);
    const result = await updateUser(runtime, id, body, commandContext(request, actorOf(request)));
    return withPosition(reply, result.position, result.user);
  });
}
