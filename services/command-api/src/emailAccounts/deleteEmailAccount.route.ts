import { emailAccountDeleted, idParams, noBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { deleteEmailAccount } from './emailAccounts.ts';

/** DELETE /api/email-accounts/{id}: the account, its stored secret and its place as primary go. */
export function registerDeleteEmailAccountRoute(app: TypedApp, runtime: Runtime): void {
  app.delete('/api/email-accounts/:id', { schema: { params: idParams, querystring: noQuery, body: noBody, response: { 200: emailAccountDeleted } } }, async (request, reply) => {
    const position = await deleteEmailAccount(runtime, request.params.id, request.commandContext());
    return withPosition(reply, position, { deleted: true as const });
  });
}
