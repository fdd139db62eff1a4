import { DEFAULT_TEAM_TIME_ZONE, TEAM_TIME_ZONES, teamTimeZone, type TeamTimeZone } from '@outreach/contracts';
import type { Runtime } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

/** The team's time zone setting (System Settings), Pacific Time until one is saved. */
export async function teamTimeZoneCode(runtime: Runtime): Promise<TeamTimeZone> {
  const code = await runtime.db.maybeOneFirst(sql.type(z.object({ timezone: teamTimeZone }))`select timezone from read.system_settings`);
  return code ?? DEFAULT_TEAM_TIME_ZONE;
}

/**
 * Now (the runtime's clock) and the IANA zone the team counts days in: day and week figures start
 * at the team's local midnight, not the database's UTC one.
 */
export async function teamTime(runtime: Runtime): Promise<{ now: string; zone: string }> {
  return { now: runtime.clock.now().toISOString(), zone: TEAM_TIME_ZONES[await teamTimeZoneCode(runtime)] };
}
