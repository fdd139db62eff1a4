import { TIERS } from '@outreach/contracts';
import type { Tier, TierCounts } from '@outreach/contracts';
import { RENTAL_BUCKETS } from './agents.ts';
import type { DemoAgent, DemoRole } from './agents.ts';

export interface RoleCounts {
  contact: number;
  staged: number;
}

export interface DemoSummary {
  total: number;
  tiers: TierCounts;
  tiersByRole: Record<Tier, RoleCounts>;
  roles: RoleCounts;
  withMobile: number;
  withOfficePhone: number;
  withRentals: number;
  /** Agents with at least `min` rental listings, per minimum of RENTAL_BUCKETS. */
  rentalAtLeast: Record<(typeof RENTAL_BUCKETS)[number], RoleCounts>;
  contactsWithCalls: number;
  calls: number;
  openFollowUps: number;
  statuses: Record<string, number>;
}

/** Counts what a stream of demo agents holds (for tests, and for a loader's log line). */
export function summarizeAgents(agents: Iterable<DemoAgent>): DemoSummary {
  const roleCounts = (): RoleCounts => ({ contact: 0, staged: 0 });
  const summary: DemoSummary = {
    total: 0,
    tiers: Object.fromEntries(TIERS.map((t) => [t, 0])) as TierCounts,
    tiersByRole: Object.fromEntries(TIERS.map((t) => [t, roleCounts()])) as Record<Tier, RoleCounts>,
    roles: roleCounts(),
    withMobile: 0,
    withOfficePhone: 0,
    withRentals: 0,
    rentalAtLeast: Object.fromEntries(RENTAL_BUCKETS.map((m) => [m, roleCounts()])) as DemoSummary['rentalAtLeast'],
    contactsWithCalls: 0,
    calls: 0,
    openFollowUps: 0,
    statuses: {},
  };
  for (const agent of agents) {
    const role: DemoRole = agent.role;
    summary.total++;
    summary.tiers[agent.performanceTier]++;
    summary.tiersByRole[agent.performanceTier][role]++;
    summary.roles[role]++;
    if (agent.mobilePhone) summary.withMobile++;
    if (agent.officePhone) summary.withOfficePhone++;
    if (agent.totalListingsForRent > 0) summary.withRentals++;
    for (const min of RENTAL_BUCKETS) if (agent.totalListingsForRent >= min) summary.rentalAtLeast[min][role]++;
    if (agent.callHistory.length > 0) summary.contactsWithCalls++;
    summary.calls += agent.callHistory.length;
    if (agent.callHistory.at(-1)?.followUpRequired) summary.openFollowUps++;
    if (role === 'contact') summary.statuses[agent.status] = (summary.statuses[agent.status] ?? 0) + 1;
  }
  return summary;
}
