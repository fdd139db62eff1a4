import { z } from 'zod';

/** The five performance tiers, by number of listings. */
export const TIERS = ['elite', 'high-performer', 'active', 'moderate', 'entry'] as const;
export const tier = z.enum(TIERS, { error: 'Unknown tier' });
export type Tier = z.infer<typeof tier>;

export const TIER_LABELS: Record<Tier, string> = {
  elite: 'Elite',
  'high-performer': 'High Performer',
  active: 'Active',
  moderate: 'Moderate',
  entry: 'Entry Level',
};

export const TIER_CRITERIA: Record<Tier, string> = {
  elite: '50+ listings',
  'high-performer': '20-49 listings',
  active: '10-19 listings',
  moderate: '5-9 listings',
  entry: '0-4 listings',
};

/** Tier from a listing count: elite 50+, high-performer 20–49, active 10–19, moderate 5–9, entry 0–4. */
export function tierForListings(listings: number): Tier {
  if (listings >= 50) return 'elite';
  if (listings >= 20) return 'high-performer';
  if (listings >= 10) return 'active';
  if (listings >= 5) return 'moderate';
  return 'entry';
}

export type TierCounts = Record<Tier, number>;
