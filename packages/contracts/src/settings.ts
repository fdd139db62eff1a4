import { z } from 'zod';

/**
 * GET /api/settings/email as the overview's warm-up card reads it. `configured: false` until an
 * e-mail service is set up; the limits are then the spec's defaults.
 */
export const emailSettingsSummary = z.object({
  configured: z.boolean(),
  warmupEnabled: z.boolean(),
  warmupDay: z.number().nullable(),
  currentDailyLimit: z.number(),
  dailyLimit: z.number(),
});
export type EmailSettingsSummary = z.infer<typeof emailSettingsSummary>;

/** E-mail settings before any e-mail service is set up (spec part 2 §3, email_settings defaults). */
export const EMAIL_SETTINGS_NOT_CONFIGURED: EmailSettingsSummary = {
  configured: false,
  warmupEnabled: true,
  warmupDay: 1,
  currentDailyLimit: 50,
  dailyLimit: 2500,
};
