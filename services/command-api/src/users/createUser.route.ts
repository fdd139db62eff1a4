import { acceptedUser, createUserBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { createUser } from './createUser.ts';

/** POST /api/users {username, email, password} → 201 the new user. */
export function registerCreateUserRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/users', { schema: { querystring: noQuery, body: createUserBody, response: { 201: acceptedUser } } }, async (request, reply) => {
    const result = await createUser(runtime, request.body, request.commandContext());
    reply.status(201);
    return withPosition(reply, result.position, result.user);
  });
}
