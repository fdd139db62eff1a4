import type { EmailSettings } from './emailSettingsTypes.ts';

/** The legacy warm-up lasts 30 days. */
export const LEGACY_WARMUP_DAYS = 30;

export type LegacyWarmupDisplay =
  | { enabled: false }
  | { enabled: true; day: number; days: number; percent: number; currentDailyLimit: number; dailyLimit: number };

/** When warm-up is on, day N of the 30-day process (and how far along); otherwise that it is not enabled. */
export function legacyWarmupDisplay(settings: Pick<EmailSettings, 'warmupEnabled' | 'warmupDay' | 'currentDailyLimit' | 'dailyLimit'>): LegacyWarmupDisplay {
  if (!settings.warmupEnabled) return { enabled: false };
  const day = Math.min(Math.max(settings.warmupDay ?? 1, 1), LEGACY_WARMUP_DAYS);
  return {
    enabled: true,
    day,
    days: LEGACY_WARMUP_DAYS,
    percent: Math.round((day / LEGACY_WARMUP_DAYS) * 100),
    currentDailyLimit: settings.currentDailyLimit,
    dailyLimit: settings.dailyLimit,
  };
}
