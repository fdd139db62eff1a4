import { noQuery, putSmsSettingsBody, smsSettingsSaved } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { saveSmsSettings } from './smsSettings.ts';

/** PUT /api/settings/sms {accountSid, authToken?, fromPhone, helpText?} → the settings (never the token). GET is query-api's. */
export function registerSaveSmsSettingsRoute(app: TypedApp, runtime: Runtime): void {
  app.put('/api/settings/sms', { schema: { querystring: noQuery, body: putSmsSettingsBody, response: { 200: smsSettingsSaved } } }, async (request, reply) => {
    const result = await saveSmsSettings(runtime, request.body, request.commandContext());
    return withPosition(reply, result.position, { success: true as const, ...result.settings });
  });
}
