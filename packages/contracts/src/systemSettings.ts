import { z } from 'zod';
import { accepted } from './answers.ts';

/** The team's time zone choices (spec part 2 §9) and the zone each one counts days in. */
export const TEAM_TIME_ZONES = {
  pt: 'America/Los_Angeles',
  mt: 'America/Denver',
  ct: 'America/Chicago',
  et: 'America/New_York',
} as const;
export type TeamTimeZone = keyof typeof TEAM_TIME_ZONES;
export const TEAM_TIME_ZONE_CODES = Object.keys(TEAM_TIME_ZONES) as TeamTimeZone[];
/** Until the team chooses: Pacific Time. */
export const DEFAULT_TEAM_TIME_ZONE: TeamTimeZone = 'pt';

export const teamTimeZone = z.enum(TEAM_TIME_ZONE_CODES as [TeamTimeZone, ...TeamTimeZone[]], { error: 'Time zone must be pt, mt, ct or et' });

/**
 * GET /api/settings/system (Settings → Legacy Settings → System Settings). Every day, week and
 * daily limit counts in `timezone`; e-mail tracking is fixed off; auto-unsubscribe default on.
 */
export const systemSettingsView = z.object({
  timezone: teamTimeZone,
  ianaTimeZone: z.string(),
  emailTracking: z.literal(false),
  autoUnsubscribe: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type SystemSettingsView = z.infer<typeof systemSettingsView>;

/** PUT /api/settings/system */
export const systemSettingsBody = z.object({
  timezone: teamTimeZone,
  autoUnsubscribe: z.boolean({ error: 'autoUnsubscribe must be true or false' }),
  reason: z.string().trim().max(500).optional(),
});
export type SystemSettingsBody = z.infer<typeof systemSettingsBody>;
export const systemSettingsSaved = accepted(z.object({ success: z.literal(true), timezone: teamTimeZone, autoUnsubscribe: z.boolean() }));
