import { systemSettingsBody } from '@outreach/contracts';
import { handle, SYSTEM_SETTINGS_STREAM, systemSettings } from '@outreach/domain';
import { commandContext, parseInput, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor.ts';

/** PUT /api/settings/system {timezone, autoUnsubscribe, reason?} → the settings. GET is query-api's (read.system_settings). */
export function registerSystemSettingsRoute(app: FastifyInstance, runtime: Runtime): void {
  app.put('/api/settings/system', async (request, reply) => {
    const body = parseInput(systemSettingsBody, request.body);
    const result = await handle(
      runtime.eventStore,
      SYSTEM_SETTINGS_STREAM,
      systemSettings,
      { type: 'ChangeSystemSettings', timezone: body.timezone, autoUnsubscribe: body.autoUnsubscribe },
      commandContext(request, actorOf(request), body.reason),
    );
    return withPosition(reply, result.position, { success: true, timezone: result.state.timezone, autoUnsubscribe: result.state.autoUnsubscribe });
  });
}
