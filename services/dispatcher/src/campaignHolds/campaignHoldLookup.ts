import DataLoader from 'dataloader';
import type pg from 'pg';
import { campaignHoldsOf, type CampaignHold } from './campaignHoldList.ts';

/**
 * The campaign holds as the sends of one moment ask them: the campaigns of a send batch in one
 * query. Nothing is cached: a pause is seen by the next e-mail of the campaign.
 */
export class CampaignHoldLookup {
  readonly #loader: DataLoader<string, CampaignHold | undefined>;

  constructor(db: pg.Pool) {
    this.#loader = new DataLoader(
      async (campaignIds) => {
        const found = await campaignHoldsOf(db, campaignIds);
        return campaignIds.map((id) => found.get(id));
      },
      { cache: false, maxBatchSize: 1000, batchScheduleFn: (flush) => void setImmediate(flush) },
    );
  }

  /** Paused or cancelled, or undefined when the campaign's e-mails may go. */
  holdOf(campaignId: string): Promise<CampaignHold | undefined> {
    return this.#loader.load(campaignId);
  }
}
