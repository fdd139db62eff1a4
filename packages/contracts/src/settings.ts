import { z } from 'zod';

/** GET /api/settings/email as the overview's warm-up card reads it; 404 until e-mail is set up. */
export const emailSettingsSummary = z.object({
  warmupEnabled: z.boolean(),
  warmupDay: z.number().nullable(),
  currentDailyLimit: z.number(),
  dailyLimit: z.number(),
});
export type EmailSettingsSummary = z.infer<typeof emailSettingsSummary>;
