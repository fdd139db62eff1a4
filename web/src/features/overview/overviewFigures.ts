import type { Tier } from '@outreach/contracts';
import type { EmailSettingsSummary } from './overviewTypes.ts';

/**
 * The advertised tier sizes of the Agent Performance Tiers card: static text, not live counts
 * (spec part 1 §1; this screen's reading of moderate and entry is 59,734 / 14,923).
 */
export const ADVERTISED_TIER_SIZES: Record<Tier, string> = {
  elite: '1,005',
  'high-performer': '4,988',
  active: '13,521',
  moderate: '59,734',
  entry: '14,923',
};

export const WARMUP_DAYS = 30;

export type WarmupCardState =
  | { kind: 'setup-required' }
  | { kind: 'disabled' }
  | { kind: 'not-started'; currentDailyLimit: number; dailyLimit: number }
  | { kind: 'in-progress'; day: number; daysRemaining: number; percent: number; currentDailyLimit: number; dailyLimit: number };

/** The warm-up card's variant: e-mail not set up → setup required; warm-up off → disabled; else its progress over 30 days. */
export function warmupCardState(settings: EmailSettingsSummary | null | undefined): WarmupCardState {
  if (!settings?.configured) return { kind: 'setup-required' };
  if (!settings.warmupEnabled) return { kind: 'disabled' };
  // What the sender keeps to: the warm-up limit, never above the daily limit.
  const limits = { currentDailyLimit: Math.min(settings.currentDailyLimit, settings.dailyLimit), dailyLimit: settings.dailyLimit };
  const day = settings.warmupDay ?? 0;
  if (day <= 0) return { kind: 'not-started', ...limits };
  const shownDay = Math.min(day, WARMUP_DAYS);
  return {
    kind: 'in-progress',
    day: shownDay,
    daysRemaining: WARMUP_DAYS - shownDay,
    percent: Math.round((shownDay / WARMUP_DAYS) * 100),
    ...limits,
  };
}

/** A rate as the stat cards show it: '23.5%', '4%' (at most one decimal). */
export function formatRate(rate: number | null | undefined): string {
  const value = Number.isFinite(rate) ? (rate as number) : 0;
  return `${Math.round(value * 10) / 10}%`;
}

export function formatCount(count: number | null | undefined): string {
  return (Number.isFinite(count) ? (count as number) : 0).toLocaleString('en-US');
}
