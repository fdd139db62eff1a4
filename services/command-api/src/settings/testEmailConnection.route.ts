import { emailConnectionTest, noBody, noQuery } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { testEmailConnection } from './emailSettings.ts';

/** POST /api/settings/email/test → {connected, message}: the saved e-mail service tried as a send would; nothing is recorded. */
export function registerTestEmailConnectionRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/settings/email/test', { schema: { querystring: noQuery, body: noBody, response: { 200: emailConnectionTest } } }, async () => testEmailConnection(runtime));
}
