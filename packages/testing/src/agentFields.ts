import { EMPTY_FIELDS, type ContactFields } from '@outreach/domain';

const CITIES = ['Austin', 'Dallas', 'Houston', 'San Antonio', 'El Paso', 'Plano', 'Frisco'] as const;

/** The cities agentFields spreads agents over, in turn. */
export const AGENT_CITIES: readonly string[] = CITIES;

/** What an import says about agent number `n`: an e-mail and a mobile phone of its own, listings spread over the tiers. */
export function agentFields(n: number): ContactFields {
  return {
    ...EMPTY_FIELDS,
    firstName: `Agent${n}`,
    lastName: `Doe${n % 97}`,
    agentName: `Agent${n} Doe${n % 97}`,
    email: `agent${n}@realty.example`,
    phone: `+1512${String(2_000_000 + n).padStart(7, '0')}`,
    company: `Realty ${n % 40}`,
    city: CITIES[n % CITIES.length]!,
    state: 'TX',
    listingCount: (n * 7) % 120,
    totalListingsForRent: n % 5 === 0 ? null : n % 9,
    yearsExperience: n % 30,
  };
}
