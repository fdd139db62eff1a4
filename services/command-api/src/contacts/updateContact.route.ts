import { contactIdParams, noQuery, updateContactBody, updatedContact } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { updateContact } from './updateContact.ts';

/** PUT /api/contacts/{id}: status and any editable fields as one edit → the contact as it now is. */
export function registerUpdateContactRoute(app: TypedApp, runtime: Runtime): void {
  app.put(
    '/api/contacts/:id',
    { schema: { params: contactIdParams, querystring: noQuery, body: updateContactBody, response: { 200: updatedContact } } },
    async (request, reply) => {
      const result = await updateContact(runtime, request.params.id, request.body, request.commandContext({ reason: request.body.reason }));
      return withPosition(reply, result.position, result.contact);
    },
  );
}
