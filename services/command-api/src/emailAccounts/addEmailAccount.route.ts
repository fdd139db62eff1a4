import { acceptedEmailAccount, addEmailAccountBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { addEmailAccount } from './emailAccounts.ts';

/** POST /api/email-accounts → 201 with the account (primary when asked, or when it is the first). */
export function registerAddEmailAccountRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/email-accounts', { schema: { querystring: noQuery, body: addEmailAccountBody, response: { 201: acceptedEmailAccount } } }, async (request, reply) => {
    const { account, position } = await addEmailAccount(runtime, request.body, request.commandContext());
    reply.status(201);
    return withPosition(reply, position, account);
  });
}
