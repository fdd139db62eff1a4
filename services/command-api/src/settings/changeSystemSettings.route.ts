import { noQuery, systemSettingsBody, systemSettingsSaved } from '@outreach/contracts';
import { handle, SYSTEM_SETTINGS_STREAM, systemSettings } from '@outreach/domain';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';

/** PUT /api/settings/system {timezone, autoUnsubscribe, reason?} → the settings. GET is query-api's (read.system_settings). */
export function registerChangeSystemSettingsRoute(app: TypedApp, runtime: Runtime): void {
  app.put('/api/settings/system', { schema: { querystring: noQuery, body: systemSettingsBody, response: { 200: systemSettingsSaved } } }, async (request, reply) => {
    const { timezone, autoUnsubscribe, reason } = request.body;
    const result = await handle(
      runtime.eventStore,
      SYSTEM_SETTINGS_STREAM,
      systemSettings,
      { type: 'ChangeSystemSettings', timezone, autoUnsubscribe },
      request.commandContext({ reason }),
    );
    return withPosition(reply, result.position, { success: true as const, timezone: result.state.timezone, autoUnsubscribe: result.state.autoUnsubscribe });
  });
}
