import { communicationMarked, contactIdParams, markCommunicationBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { runContactCommand } from './contactCommands.ts';

/** POST /api/contacts/{id}/mark-communication {type: email|text} → {contactId, type}. */
export function registerMarkCommunicationRoute(app: TypedApp, runtime: Runtime): void {
  app.post(
    '/api/contacts/:id/mark-communication',
    { schema: { params: contactIdParams, querystring: noQuery, body: markCommunicationBody, response: { 200: communicationMarked } } },
    async (request, reply) => {
      const { id } = request.params;
      const { type } = request.body;
      const result = await runContactCommand(runtime, { type: 'MarkCommunication', contactId: id, channel: type }, request.commandContext());
      return withPosition(reply, result.position, { contactId: id, type });
    },
  );
}
