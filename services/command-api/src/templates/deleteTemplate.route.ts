import { idParams, noBody, noQuery, templateDeleted } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { deleteTemplate } from './templateCommands.ts';

/** DELETE /api/templates/{id} → {deleted: true}. */
export function registerDeleteTemplateRoute(app: TypedApp, runtime: Runtime): void {
  app.delete('/api/templates/:id', { schema: { params: idParams, querystring: noQuery, body: noBody, response: { 200: templateDeleted } } }, async (request, reply) => {
    const position = await deleteTemplate(runtime, request.params.id, request.commandContext());
    return withPosition(reply, position, { deleted: true as const });
  });
}
