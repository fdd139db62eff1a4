import { noBody, noQuery, smsSettingsSaved } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { removeSmsSettings } from './smsSettings.ts';

/** DELETE /api/settings/sms → back to the sandbox: the settings as they now are. */
export function registerRemoveSmsSettingsRoute(app: TypedApp, runtime: Runtime): void {
  app.delete('/api/settings/sms', { schema: { querystring: noQuery, body: noBody, response: { 200: smsSettingsSaved } } }, async (request, reply) => {
    const result = await removeSmsSettings(runtime, request.commandContext());
    return withPosition(reply, result.position, { success: true as const, ...result.settings });
  });
}
