import { nameBasedId } from '../kit/nameBasedId.ts';
import type { AbVariantKey } from '@outreach/contracts/campaignChoices.ts';
import type { AbTestSettings } from './campaignContent.ts';

/** Namespace of the name-based (UUIDv5) keys that order an A/B test's audience. */
const AB_TEST_ORDER_NAMESPACE = '3b8f4d2e-9a61-4c57-8e0d-61f2a7c9b4e3';

/** One test recipient and the variant it gets. */
export interface AbTestAssignment {
  contactId: string;
  variant: AbVariantKey;
}

export interface AbTestSplit {
  /** The test share, in the order the variants were dealt (A, B, …, A, B, …). */
  assignments: AbTestAssignment[];
  /** Contacts of the audience outside the test share: they wait for the decision. */
  rest: string[];
}

/**
 * How many of an audience get the test: the test share of it, rounded, but at least one per
 * variant (never more than the audience).
 */
export function abTestSize(total: number, settings: Pick<AbTestSettings, 'testPercent' | 'variants'>): number {
  return Math.min(total, Math.max(settings.variants.length, Math.round((total * settings.testPercent) / 100)));
}

/**
 * Split a fixed audience for an A/B test: the contacts put in an order seeded by the campaign's
 * id (a UUIDv5 of campaign and contact, so the same audience always splits the same way), the
 * first `abTestSize` of them dealt in turn to the variants (their sizes differ by at most one),
 * the others left for the winner.
 */
export function splitAbTest(campaignId: string, contactIds: readonly string[], settings: Pick<AbTestSettings, 'testPercent' | 'variants'>): AbTestSplit {
  const ordered = contactIds
    .map((contactId) => ({ contactId, key: nameBasedId(`${campaignId}/${contactId}`, AB_TEST_ORDER_NAMESPACE) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const size = abTestSize(contactIds.length, settings);
  const keys = settings.variants.map((v) => v.key);
  const test = ordered.slice(0, size).map(({ contactId }, i): AbTestAssignment => ({ contactId, variant: keys[i % keys.length]! }));
  const inTest = new Set(test.map((a) => a.contactId));
  return { assignments: test, rest: contactIds.filter((id) => !inTest.has(id)) };
}
