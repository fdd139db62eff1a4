import { createUserBody } from '@outreach/contracts';
import { commandContext, parseInput, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor.ts';
import { createUser } from './createUser.ts';

/** POST /api/users {username, email, password} → 201 the new user. */
export function registerCreateUserRoute(app: FastifyInstance, runtime: Runtime): void {
  app.post('/api/users', async (request, reply) => {
    const body = parseInput(createUserBody, request.body);
    const result = await createUser(runtime, body, commandContext(request, actorOf(request)));
    reply.status(201);
    return withPosition(reply, result.position, result.user);
  });
}
