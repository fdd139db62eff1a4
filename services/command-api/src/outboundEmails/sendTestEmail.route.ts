import { noQuery, sendTestEmailBody, testEmailQueued } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { sendTestEmail } from './sendTestEmail.ts';

/** POST /api/outbound-emails/test {to, subject?, text?, emailAccountId?} → 202 {messageId, sandbox, message}. */
export function registerSendTestEmailRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/outbound-emails/test', { schema: { querystring: noQuery, body: sendTestEmailBody, response: { 202: testEmailQueued } } }, async (request, reply) => {
    const { position, ...queued } = await sendTestEmail(runtime, request.body, request.commandContext());
    reply.code(202);
    return withPosition(reply, position, queued);
  });
}
