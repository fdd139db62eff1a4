import type { TIERS } from '@outreach/contracts/choices.ts';

export type Tier = (typeof TIERS)[number];

/** Who a campaign goes to, as the screens build it: chosen cities and tiers (none chosen: every one). */
export interface AudienceChoice {
  cities: string[];
  performanceTiers: Tier[];
}

export const EMPTY_AUDIENCE: AudienceChoice = { cities: [], performanceTiers: [] };

/** The query of GET /api/campaigns/audience-count: each city and tier as a repeated parameter. */
export function audienceCountSearch(choice: AudienceChoice): string {
  const search = new URLSearchParams();
  for (const city of choice.cities) search.append('cities', city);
  for (const tier of choice.performanceTiers) search.append('performanceTiers', tier);
  return search.toString();
}

/** The recipient filter of a campaign request. */
export function recipientFilterOf(choice: AudienceChoice): { cities: string[]; performanceTiers: Tier[] } {
  return { cities: [...choice.cities], performanceTiers: [...choice.performanceTiers] };
}

/** What the count covers, in words: 'every active contact', or the chosen cities and tiers. */
export function audienceSummary(choice: AudienceChoice, tierLabel: (tier: Tier) => string): string {
  const cities = choice.cities.length === 0 ? 'every city' : choice.cities.length <= 3 ? choice.cities.join(', ') : `${choice.cities.length} cities`;
  const tiers = choice.performanceTiers.length === 0 ? 'every tier' : choice.performanceTiers.map(tierLabel).join(', ');
  if (choice.cities.length === 0 && choice.performanceTiers.length === 0) return 'Every active contact with an e-mail address';
  return `${tiers} in ${cities}`;
}
