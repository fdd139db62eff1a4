import { putSmsSettingsBody, smsConnectionTest } from '@outreach/contracts';
import { commandContext, parseInput, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor.ts';
import { removeSmsSettings, saveSmsSettings, testSmsConnection } from './smsSettings.ts';

/**
 * PUT /api/settings/sms {accountSid, authToken?, fromPhone, helpText?} → the settings (never the
 * token); POST /api/settings/sms/test → {connected, message}; DELETE /api/settings/sms → back to
 * the sandbox. GET is query-api's (read.sms_settings).
 */
export function registerSmsSettingsRoutes(app: FastifyInstance, runtime: Runtime): void {
  app.put('/api/settings/sms', async (request, reply) => {
    const body = parseInput(putSmsSettingsBody, request.body);
    const result = await saveSmsSettings(runtime, body, commandContext(request, actorOf(request)));
    return withPosition(reply, result.position, { success: true, ...result.settings });
  });

  app.post('/api/settings/sms/test', async (request) => {
    actorOf(request);
    return smsConnectionTest.parse(await testSmsConnection(runtime));
  });

  app.delete('/api/settings/sms', async (request, reply) => {
    const result = await removeSmsSettings(runtime, commandContext(request, actorOf(request)));
    return withPosition(reply, result.position, { success: true, ...result.settings });
  });
}
