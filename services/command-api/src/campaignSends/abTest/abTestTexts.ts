import type { AbVariantKey } from '@outreach/contracts';
import type { CampaignFields, ReadableStore } from '@outreach/domain';
import { campaignEmailTexts, type CampaignEmailTexts } from '../campaignEmailTexts.ts';

/** What each variant of an A/B test says before it is filled in: its own subject line and content, the campaign's where it gives none. */
export async function abTestTexts(store: ReadableStore, fields: CampaignFields): Promise<Map<AbVariantKey, CampaignEmailTexts>> {
  const base = fields.content ? await campaignEmailTexts(store, fields) : null;
  return new Map(
    (fields.abTest?.variants ?? []).map((variant) => [
      variant.key,
      { templateName: base?.templateName ?? fields.name, subject: variant.subject ?? base?.subject ?? '', content: variant.content ?? base?.content ?? '' },
    ]),
  );
}
