import { acceptedTemplate, createTemplateBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { createTemplate } from './templateCommands.ts';

/** POST /api/templates {name, subjectLines, content, variables?, targetTier?, category?, status?} → 201 the template. */
export function registerCreateTemplateRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/templates', { schema: { querystring: noQuery, body: createTemplateBody, response: { 201: acceptedTemplate } } }, async (request, reply) => {
    const { template, position } = await createTemplate(runtime, request.body, request.commandContext());
    reply.status(201);
    return withPosition(reply, position, template);
  });
}
