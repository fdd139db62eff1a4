import type { EmailSettings } from './emailSettingsTypes.ts';

/** The legacy warm-up lasts 30 days. */
export const LEGACY_WARMUP_DAYS = 30;

export type LegacyWarmupDisplay =
  /** Not enabled: no e-mail service is configured ('not-configured'), or warm-up is turned off ('off'). */
  | { enabled: false; reason: 'not-configured' | 'off' }
  | { enabled: true; day: number; days: number; percent: number; currentDailyLimit: number; dailyLimit: number };

/**
 * When an e-mail service is configured and warm-up is on, day N of the 30-day process (and how far
 * along); otherwise that warm-up is not enabled, and why. Today's limit is what the sender keeps
 * to: the warm-up limit, never above the daily limit.
 */
export function legacyWarmupDisplay(settings: Pick<EmailSettings, 'configured' | 'warmupEnabled' | 'warmupDay' | 'currentDailyLimit' | 'dailyLimit'>): LegacyWarmupDisplay {
  if (!settings.configured) return { enabled: false, reason: 'not-configured' };
  if (!settings.warmupEnabled) return { enabled: false, reason: 'off' };
  const day = Math.min(Math.max(settings.warmupDay ?? 1, 1), LEGACY_WARMUP_DAYS);
  return {
    enabled: true,
    day,
    days: LEGACY_WARMUP_DAYS,
    percent: Math.round((day / LEGACY_WARMUP_DAYS) * 100),
    currentDailyLimit: Math.min(settings.currentDailyLimit, settings.dailyLimit),
    dailyLimit: settings.dailyLimit,
  };
}

/** What the card says under 'Email warm-up is not enabled'. */
export const WARMUP_NOT_ENABLED_HINT: Record<'not-configured' | 'off', string> = {
  'not-configured': 'No email service is configured. Set one up in the email service configuration to raise the daily limit gradually over 30 days.',
  off: 'Turn on Warm-up in the email service configuration to raise the daily limit gradually over 30 days.',
};
