import { emailAccountTest, idParams, noBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { testEmailAccount } from './testEmailAccount.ts';

/** POST /api/email-accounts/{id}/test → {success, message}: the server's own words, recorded on the account. */
export function registerTestEmailAccountRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/email-accounts/:id/test', { schema: { params: idParams, querystring: noQuery, body: noBody, response: { 200: emailAccountTest } } }, async (request, reply) => {
    const { position, ...check } = await testEmailAccount(runtime, request.params.id, request.commandContext());
    return withPosition(reply, position, check);
  });
}
