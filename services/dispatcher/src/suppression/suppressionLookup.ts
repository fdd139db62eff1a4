import DataLoader from 'dataloader';
import type pg from 'pg';
import { suppressionsOf, type SuppressionChannel } from './suppressionList.ts';

/**
 * The suppression list as the sends of one moment ask it: the addresses asked about together
 * (the e-mails of a send batch) in one query. Nothing is cached: every send sees the list as it is.
 */
export class SuppressionLookup {
  readonly #loaders = new Map<SuppressionChannel, DataLoader<string, string | undefined>>();

  constructor(private readonly db: pg.Pool) {}

  /** Why the address may not be sent to on the channel, or undefined when it may. */
  reasonFor(channel: SuppressionChannel, address: string): Promise<string | undefined> {
    let loader = this.#loaders.get(channel);
    if (!loader) {
      loader = new DataLoader(
        async (addresses) => {
          const found = await suppressionsOf(this.db, channel, addresses);
          return addresses.map((a) => found.get(a));
        },
        { cache: false, maxBatchSize: 1000, batchScheduleFn: (flush) => void setImmediate(flush) },
      );
      this.#loaders.set(channel, loader);
    }
    return loader.load(address);
  }
}
