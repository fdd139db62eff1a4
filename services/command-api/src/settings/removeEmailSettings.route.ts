import { emailSettingsSaved, noBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { removeEmailSettings } from './emailSettings.ts';

/** DELETE /api/settings/email → no e-mail service (the spec's defaults again): the settings as they now are. */
export function registerRemoveEmailSettingsRoute(app: TypedApp, runtime: Runtime): void {
  app.delete('/api/settings/email', { schema: { querystring: noQuery, body: noBody, response: { 200: emailSettingsSaved } } }, async (request, reply) => {
    const result = await removeEmailSettings(runtime, request.commandContext());
    return withPosition(reply, result.position, { success: true as const, ...result.settings });
  });
}
