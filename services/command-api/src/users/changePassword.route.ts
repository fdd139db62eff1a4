import { changePasswordBody, noQuery, passwordChanged, userIdParams } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { changePassword } from './changePassword.ts';

/** PUT /api/users/{id}/password {currentPassword, newPassword} → {changed: true}. */
export function registerChangePasswordRoute(app: TypedApp, runtime: Runtime): void {
  app.put(
    '/api/users/:id/password',
    { schema: { params: userIdParams, querystring: noQuery, body: changePasswordBody, response: { 200: passwordChanged } } },
    async (request, reply) => {
      const result = await changePassword(runtime, request.params.id, request.body, request.commandContext());
      return withPosition(reply, result.position, { changed: true as const });
    },
  );
}
