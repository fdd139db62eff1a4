import { DEFAULT_TEAM_TIME_ZONE, noQuery, systemSettingsView, TEAM_TIME_ZONES, teamTimeZone } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

const settingsRow = z.object({ timezone: teamTimeZone, autoUnsubscribe: z.boolean(), updatedAt: z.string() });

/** GET /api/settings/system: the team's time zone, e-mail tracking (fixed off) and auto-unsubscribe; the defaults until saved. */
export function registerSystemSettingsRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/settings/system', { config: { projections: ['systemSettings'] }, schema: { querystring: noQuery, response: { 200: systemSettingsView } } }, async () => {
    const row = await runtime.db.maybeOne(
      sql.type(settingsRow)`select timezone, auto_unsubscribe as "autoUnsubscribe", updated_at::text as "updatedAt" from read.system_settings`,
    );
    const timezone = row?.timezone ?? DEFAULT_TEAM_TIME_ZONE;
    return {
      timezone,
      ianaTimeZone: TEAM_TIME_ZONES[timezone],
      emailTracking: false as const,
      autoUnsubscribe: row?.autoUnsubscribe ?? true,
      updatedAt: row?.updatedAt ?? null,
    };
  });
}
