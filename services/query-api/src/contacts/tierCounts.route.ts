import { noQuery, tierCounts, TIERS, type Tier } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

export const tierRow = z.object({ tier: z.enum(TIERS), n: z.number() });

/** Rows of (tier, n) into an object with every tier present. */
export function tierRecord(rows: readonly { tier: Tier; n: number }[]): Record<Tier, number> {
  const counts = Object.fromEntries(TIERS.map((t) => [t, 0])) as Record<Tier, number>;
  for (const r of rows) counts[r.tier] = r.n;
  return counts;
}

/** GET /api/contacts/tier-counts: contacts with a phone, per tier (counts the contacts projection keeps). */
export function registerTierCountsRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/contacts/tier-counts', { config: { projections: ['contacts'] }, schema: { querystring: noQuery, response: { 200: tierCounts } } }, async () =>
    tierRecord(await runtime.db.any(sql.type(tierRow)`select tier, with_phone as n from read.contact_tier_counts`)),
  );
}
