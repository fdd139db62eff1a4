import { acceptedUser, noQuery, updateUserBody, userIdParams } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { updateUser } from './updateUser.ts';

/** PUT /api/users/{id} {username, email} → the updated user. */
export function registerUpdateUserRoute(app: TypedApp, runtime: Runtime): void {
  app.put('/api/users/:id', { schema: { params: userIdParams, querystring: noQuery, body: updateUserBody, response: { 200: acceptedUser } } }, async (request, reply) => {
    const result = await updateUser(runtime, request.params.id, request.body, request.commandContext());
    return withPosition(reply, result.position, result.user);
  });
}
