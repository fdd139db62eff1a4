import { emailSettingsSaved, noQuery, putEmailSettingsBody } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { saveEmailSettings } from './emailSettings.ts';

/** PUT /api/settings/email {provider, fromEmail, …, apiKey?, smtpPassword?} → the settings (never a secret). GET is query-api's. */
export function registerSaveEmailSettingsRoute(app: TypedApp, runtime: Runtime): void {
  app.put('/api/settings/email', { schema: { querystring: noQuery, body: putEmailSettingsBody, response: { 200: emailSettingsSaved } } }, async (request, reply) => {
    const result = await saveEmailSettings(runtime, request.body, request.commandContext());
    return withPosition(reply, result.position, { success: true as const, ...result.settings });
  });
}
