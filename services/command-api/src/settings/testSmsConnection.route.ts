import { noBody, noQuery, smsConnectionTest } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { testSmsConnection } from './smsSettings.ts';

/** POST /api/settings/sms/test → {connected, message}: Twilio asked with the stored credentials; nothing is recorded. */
export function registerTestSmsConnectionRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/settings/sms/test', { schema: { querystring: noQuery, body: noBody, response: { 200: smsConnectionTest } } }, async () => testSmsConnection(runtime));
}
