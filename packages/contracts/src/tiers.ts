import { z } from 'zod';
import { TIERS } from './choices.ts';

export { TIER_CRITERIA, TIER_LABELS, TIERS } from './choices.ts';
export const tier = z.enum(TIERS, { error: 'Unknown tier' });
export type Tier = z.infer<typeof tier>;

/** Tier from a listing count: elite 50+, high-performer 20–49, active 10–19, moderate 5–9, entry 0–4. */
export function tierForListings(listings: number): Tier {
  if (listings >= 50) return 'elite';
  if (listings >= 20) return 'high-performer';
  if (listings >= 10) return 'active';
  if (listings >= 5) return 'moderate';
  return 'entry';
}

export type TierCounts = Record<Tier, number>;
