import { acceptedEmailAccount, idParams, noBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { setPrimaryEmailAccount } from './emailAccounts.ts';

/** POST /api/email-accounts/{id}/set-primary: the team sends from it when no account is chosen. */
export function registerSetPrimaryEmailAccountRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/email-accounts/:id/set-primary', { schema: { params: idParams, querystring: noQuery, body: noBody, response: { 200: acceptedEmailAccount } } }, async (request, reply) => {
    const { account, position } = await setPrimaryEmailAccount(runtime, request.params.id, request.commandContext());
    return withPosition(reply, position, account);
  });
}
