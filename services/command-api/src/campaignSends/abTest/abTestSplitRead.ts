import type { AbVariantKey } from '@outreach/contracts';
import { campaignStream, type AbTestAssignment, type AudienceRecipient, type CampaignAbTestAssigned, type ReadableStore } from '@outreach/domain';
import type { FixedAudience } from '../fixedAudience.ts';

/** An A/B test's audience as split: each variant's test recipients, and the rest waiting for the decision (in the audience's order). */
export interface AbTestGroups {
  variants: Map<AbVariantKey, AudienceRecipient[]>;
  rest: AudienceRecipient[];
}

/** The split recorded on the campaign's stream (CampaignAbTestAssigned), applied to its fixed audience. */
export async function readAbTestGroups(store: ReadableStore, campaignId: string, audience: FixedAudience): Promise<AbTestGroups> {
  const assigned = new Map<string, AbVariantKey>();
  for await (const event of store.readStream(campaignStream(campaignId))) {
    if (event.type !== 'CampaignAbTestAssigned') continue;
    for (const a of (event.data as CampaignAbTestAssigned['data']).assignments as AbTestAssignment[]) assigned.set(a.contactId, a.variant);
  }
  const variants = new Map<AbVariantKey, AudienceRecipient[]>();
  const rest: AudienceRecipient[] = [];
  for (const recipient of audience.recipients) {
    const variant = assigned.get(recipient.contactId);
    if (!variant) rest.push(recipient);
    else variants.set(variant, [...(variants.get(variant) ?? []), recipient]);
  }
  return { variants, rest };
}
