import { acceptedTemplate, idParams, noQuery, updateTemplateBody } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { updateTemplate } from './templateCommands.ts';

/** PUT /api/templates/{id} with the fields to change → the template. */
export function registerUpdateTemplateRoute(app: TypedApp, runtime: Runtime): void {
  app.put('/api/templates/:id', { schema: { params: idParams, querystring: noQuery, body: updateTemplateBody, response: { 200: acceptedTemplate } } }, async (request, reply) => {
    const { template, position } = await updateTemplate(runtime, request.params.id, request.body, request.commandContext());
    return withPosition(reply, position, template);
  });
}
