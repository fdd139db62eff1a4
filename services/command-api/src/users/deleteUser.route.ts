import { noBody, noQuery, userDeleted, userIdParams } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { deleteUser } from './deleteUser.ts';

/** DELETE /api/users/{id} → {deleted: true}. */
export function registerDeleteUserRoute(app: TypedApp, runtime: Runtime): void {
  app.delete('/api/users/:id', { schema: { params: userIdParams, querystring: noQuery, body: noBody, response: { 200: userDeleted } } }, async (request, reply) => {
    const result = await deleteUser(runtime, request.params.id, request.commandContext());
    return withPosition(reply, result.position, { deleted: true as const });
  });
}
