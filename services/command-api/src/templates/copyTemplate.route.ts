import { acceptedTemplate, copyTemplateBody, idParams, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { copyTemplate } from './templateCommands.ts';

/** POST /api/templates/{id}/copy {name?} → 201 the new template. */
export function registerCopyTemplateRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/templates/:id/copy', { schema: { params: idParams, querystring: noQuery, body: copyTemplateBody.optional(), response: { 201: acceptedTemplate } } }, async (request, reply) => {
    const { template, position } = await copyTemplate(runtime, request.params.id, request.body, request.commandContext());
    reply.status(201);
    return withPosition(reply, position, template);
  });
}
