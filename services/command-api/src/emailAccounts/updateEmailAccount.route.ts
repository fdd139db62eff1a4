import { acceptedEmailAccount, idParams, noQuery, updateEmailAccountBody } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { updateEmailAccount } from './emailAccounts.ts';

/** PUT /api/email-accounts/{id}: change the fields given; a password or API key left out is kept. */
export function registerUpdateEmailAccountRoute(app: TypedApp, runtime: Runtime): void {
  app.put('/api/email-accounts/:id', { schema: { params: idParams, querystring: noQuery, body: updateEmailAccountBody, response: { 200: acceptedEmailAccount } } }, async (request, reply) => {
    const { account, position } = await updateEmailAccount(runtime, request.params.id, request.body, request.commandContext());
    return withPosition(reply, position, account);
  });
}
