import { TIERS, tierForListings } from '@outreach/contracts';
import type { Tier } from '@outreach/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from './data/cities.ts';
import { DEMO_AGENT_COUNT, DEMO_SEED, DEMO_TIER_TARGETS, RENTAL_BUCKETS, generateAgents, tierTargets } from './agents.ts';
import type { DemoAgent } from './agents.ts';
import { summarizeAgents } from './stats.ts';
import type { DemoSummary } from './stats.ts';

const E164_NANP = /^\+1[2-9]\d{2}[2-9]\d{6}$/;
/** The e-mail check of the platform's importer (packages/domain contactFields.ts). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function take(n: number, seed?: number): DemoAgent[] {
  const out: DemoAgent[] = [];
  for (const agent of generateAgents(seed === undefined ? {} : { seed })) {
    out.push(agent);
    if (out.length === n) break;
  }
  return out;
}

/** A valid, non-reserved NANP number: no N11 area code or exchange, no 555 exchange. */
function plausibleNanp(phone: string): boolean {
  if (!E164_NANP.test(phone)) return false;
  const area = phone.slice(2, 5);
  const exchange = phone.slice(5, 8);
  return !area.endsWith('11') && !exchange.endsWith('11') && exchange !== '555';
}

describe('generateAgents: determinism', () => {
  it('gives the same first 1,000 records for the same seed', () => {
    expect(take(1000)).toEqual(take(1000, DEMO_SEED));
  });

  it('gives different records for a different seed', () => {
    const a = take(1000);
    const b = take(1000, DEMO_SEED + 1);
    const same = a.filter((agent, i) => agent.email === b[i]?.email).length;
    expect(same).toBeLessThan(50);
  });

  it('yields exactly `count` records and none for 0', () => {
    expect([...generateAgents({ count: 37, seed: 1 })]).toHaveLength(37);
    expect([...generateAgents({ count: 0 })]).toEqual([]);
  });

  it('refuses a count or seed that is not a whole number', () => {
    expect(() => generateAgents({ count: -1 }).next()).toThrow(RangeError);
    expect(() => generateAgents({ count: 1.5 }).next()).toThrow(RangeError);
    expect(() => generateAgents({ seed: 0.5 }).next()).toThrow(RangeError);
  });

  it('splits other counts in the same tier proportions, summing exactly', () => {
    const targets = tierTargets(1000);
    expect(Object.values(targets).reduce((s, n) => s + n, 0)).toBe(1000);
    for (const tier of TIERS) expect(Math.abs(targets[tier] - (DEMO_TIER_TARGETS[tier] * 1000) / DEMO_AGENT_COUNT)).toBeLessThan(1);
    expect(summarizeAgents(generateAgents({ count: 1000, seed: 7 })).tiers).toEqual(targets);
  });
});

describe(`generateAgents: the full ${DEMO_AGENT_COUNT.toLocaleString('en-US')} run`, () => {
  let summary: DemoSummary;
  let count = 0;
  let millis = 0;
  const problems: string[] = [];
  const emails = new Set<string>();
  const mobiles = new Set<string>();
  const officePhones = new Set<string>();
  const suffixed: { email: string; index: number }[] = [];
  const emailIndex = new Map<string, number>();
  const cityZips = new Map(CITIES.map((c) => [`${c.name}|${c.state}`, new Set(c.zips)]));
  const companies = new Set<string>();
  let withWebsite = 0;
  let withServiceAreas = 0;

  const problem = (agent: DemoAgent, what: string) => {
    if (problems.length < 20) problems.push(`${agent.sourceId}: ${what}`);
  };

  beforeAll(() => {
    const started = performance.now();
    const checked = (function* () {
      for (const agent of generateAgents()) {
        count++;
        if (agent.sourceId !== `demo-${String(count).padStart(6, '0')}` || agent.index !== count - 1) problem(agent, 'sourceId out of sequence');
        if (agent.agentName !== `${agent.firstName} ${agent.lastName}`) problem(agent, 'agentName');
        if (agent.email !== agent.email.toLowerCase() || !EMAIL.test(agent.email)) problem(agent, `email ${agent.email}`);
        if (emails.has(agent.email)) problem(agent, `duplicate email ${agent.email}`);
        emails.add(agent.email);
        emailIndex.set(agent.email, agent.index);
        if (/\d@/.test(agent.email)) suffixed.push({ email: agent.email, index: agent.index });
        if (agent.mobilePhone !== null) {
          if (!plausibleNanp(agent.mobilePhone)) problem(agent, `mobile ${agent.mobilePhone}`);
          if (mobiles.has(agent.mobilePhone)) problem(agent, `duplicate mobile ${agent.mobilePhone}`);
          mobiles.add(agent.mobilePhone);
        }
        if (agent.officePhone !== null) {
          if (!plausibleNanp(agent.officePhone)) problem(agent, `office ${agent.officePhone}`);
          officePhones.add(agent.officePhone);
        }
        const zips = cityZips.get(`${agent.city}|${agent.state}`);
        if (!/^[A-Z]{2}$/.test(agent.state) || !zips?.has(agent.zipCode)) problem(agent, `zip ${agent.zipCode} for ${agent.city}, ${agent.state}`);
        if (!/^\d{5}$/.test(agent.zipCode)) problem(agent, `zip ${agent.zipCode}`);
        if (!Number.isInteger(agent.yearsExperience) || agent.yearsExperience < 1 || agent.yearsExperience > 40) problem(agent, `years ${agent.yearsExperience}`);
        if (!Number.isInteger(agent.listingCount) || agent.listingCount < 0) problem(agent, `listings ${agent.listingCount}`);
        if (agent.performanceTier !== tierForListings(agent.listingCount)) problem(agent, 'tier');
        if (!Number.isInteger(agent.soldCount) || agent.soldCount < 0) problem(agent, `sold ${agent.soldCount}`);
        const rentals = agent.totalListingsForRent;
        if (!Number.isInteger(rentals) || rentals < 0 || rentals > 40) problem(agent, `rentals ${rentals}`);
        if (agent.licenseNumber === '' || agent.company === '' || agent.dataSource !== 'Demo Data') problem(agent, 'license, company or data source');
        if (agent.website !== null && !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[a-z0-9-]+)*$/.test(agent.website)) problem(agent, `website ${agent.website}`);
        if (agent.serviceAreas !== '' && agent.serviceAreas.split(', ').some((a) => a.trim() === '')) problem(agent, `service areas ${agent.serviceAreas}`);
        if (agent.role === 'staged' && (agent.status !== 'active' || agent.callHistory.length > 0)) problem(agent, 'staged agent with status or calls');
        if (agent.callHistory.length > 3) problem(agent, 'more than 3 calls');
        let previousDaysAgo = Infinity;
        for (const call of agent.callHistory) {
          if (call.callStatus !== 'connected' && call.outcome !== null) problem(agent, 'outcome on a call that did not connect');
          if (call.callStatus === 'connected' && call.outcome === null) problem(agent, 'connected call without an outcome');
          if (call.followUpRequired !== (call.followUpInDays !== null)) problem(agent, 'follow-up days without a follow-up');
          if (call.followUpInDays !== null && call.followUpInDays <= -call.daysAgo) problem(agent, 'follow-up before the call');
          if (!(call.daysAgo >= 0 && call.daysAgo < previousDaysAgo)) problem(agent, 'calls not oldest first');
          previousDaysAgo = call.daysAgo;
        }
        companies.add(agent.company);
        if (agent.website) withWebsite++;
        if (agent.serviceAreas) withServiceAreas++;
        yield agent;
      }
    })();
    summary = summarizeAgents(checked);
    millis = performance.now() - started;
    console.log(`demo-data: ${count} agents generated and checked in ${Math.round(millis)} ms`, JSON.stringify(summary));
  });

  it('has exactly 95,836 well-formed records', () => {
    expect(count).toBe(95_836);
    expect(summary.total).toBe(95_836);
    expect(problems).toEqual([]);
  });

  it('takes only a few seconds', () => {
    expect(millis).toBeLessThan(15_000);
  });

  it('has unique e-mails, with a numeric suffix only when the plain address was already taken', () => {
    expect(emails.size).toBe(count);
    expect(suffixed.length).toBeGreaterThan(0);
    for (const { email, index } of suffixed) {
      const [, base, n, domain] = /^(.*?)(\d+)@(.*)$/.exec(email) ?? [];
      const previous = Number(n) === 2 ? `${base}@${domain}` : `${base}${Number(n) - 1}@${domain}`;
      expect(emailIndex.get(previous), `${email} without ${previous} before it`).toBeLessThan(index);
    }
  });

  it('has unique mobile phones on 86–87% of agents, and office phones that are no one’s mobile', () => {
    expect(mobiles.size).toBe(summary.withMobile);
    const coverage = summary.withMobile / count;
    expect(coverage).toBeGreaterThanOrEqual(0.86);
    expect(coverage).toBeLessThanOrEqual(0.87);
    expect(summary.withOfficePhone / count).toBeGreaterThan(0.57);
    expect(summary.withOfficePhone / count).toBeLessThan(0.63);
    expect(officePhones.size).toBeLessThan(summary.withOfficePhone); // offices share numbers
    for (const phone of officePhones) expect(mobiles.has(phone)).toBe(false);
  });

  it.each(TIERS)('has the %s tier within ±3% of its target', (tier: Tier) => {
    const target = DEMO_TIER_TARGETS[tier];
    expect(Math.abs(summary.tiers[tier] - target)).toBeLessThanOrEqual(target * 0.03);
  });

  it('keeps the advertised elite, high-performer and active counts as targets', () => {
    expect(DEMO_TIER_TARGETS).toMatchObject({ elite: 1_005, 'high-performer': 4_988, active: 13_521 });
    expect(Object.values(DEMO_TIER_TARGETS).reduce((s, n) => s + n, 0)).toBe(DEMO_AGENT_COUNT);
  });

  it('gives about 20% of agents rental listings, with contacts and staged agents at every rental minimum', () => {
    expect(summary.withRentals / count).toBeGreaterThan(0.18);
    expect(summary.withRentals / count).toBeLessThan(0.22);
    for (const min of RENTAL_BUCKETS) {
      expect(summary.rentalAtLeast[min].contact, `${min}+ contacts`).toBeGreaterThan(0);
      expect(summary.rentalAtLeast[min].staged, `${min}+ staged`).toBeGreaterThan(0);
    }
  });

  it('makes about 25% contacts, with contacts and staged agents in every tier', () => {
    expect(summary.roles.contact / count).toBeGreaterThan(0.245);
    expect(summary.roles.contact / count).toBeLessThan(0.255);
    for (const tier of TIERS) {
      expect(summary.tiersByRole[tier].contact, `${tier} contacts`).toBeGreaterThan(0);
      expect(summary.tiersByRole[tier].staged, `${tier} staged`).toBeGreaterThan(0);
    }
  });

  it('gives about 8% of contacts a call history, some with open follow-ups, and a few contacts another status', () => {
    const calledShare = summary.contactsWithCalls / summary.roles.contact;
    expect(calledShare).toBeGreaterThan(0.07);
    expect(calledShare).toBeLessThan(0.09);
    expect(summary.openFollowUps).toBeGreaterThan(0);
    expect(summary.statuses.active! / summary.roles.contact).toBeGreaterThan(0.9);
    expect(summary.statuses.inactive).toBeGreaterThan(0);
    expect(summary.statuses.unsubscribed).toBeGreaterThan(0);
  });

  it('varies companies, websites and service areas', () => {
    const brands = ['Keller Williams Realty', 'RE/MAX', 'Coldwell Banker', 'Century 21', 'Compass', 'eXp Realty', 'Berkshire Hathaway HomeServices'];
    for (const brand of [...brands, "Sotheby's International Realty"]) {
      expect(companies.has(brand), brand).toBe(true);
    }
    expect([...companies].some((c) => c.endsWith(' & Associates Realty'))).toBe(true);
    expect([...companies].some((c) => c.endsWith(' Home Group'))).toBe(true);
    expect(withWebsite / count).toBeGreaterThan(0.3);
    expect(withWebsite / count).toBeLessThan(0.6);
    expect(withServiceAreas / count).toBeGreaterThan(0.6);
    expect(withServiceAreas).toBeLessThan(count);
  });
});
