import DataLoader from 'dataloader';
import { DateTime } from 'luxon';
import type pg from 'pg';
import { claimSends, type MailboxLimits, type SendClaim } from './sendLimits.ts';

interface ClaimRequest {
  limits: MailboxLimits;
  now: Date;
  holdsSlot: boolean;
}

/**
 * The send claims of the e-mails a process sends at one moment, carried together: one claim per
 * mailbox (its day row locked once for all of them) instead of one per e-mail.
 */
export class SendClaims {
  readonly #loader: DataLoader<ClaimRequest, SendClaim>;

  constructor(pool: pg.Pool) {
    this.#loader = new DataLoader(
      async (requests) => {
        const groups = new Map<string, number[]>();
        // The e-mails of a batch share their moment and zone: each day is worked out once.
        const days = new Map<string, string | null>();
        requests.forEach((r, i) => {
          // One claim per mailbox, limits and day (in the zone days are counted in).
          const moment = `${r.limits.zone}|${r.now.getTime()}`;
          let day = days.get(moment);
          if (day === undefined) days.set(moment, (day = DateTime.fromJSDate(r.now, { zone: r.limits.zone }).toISODate()));
          const key = JSON.stringify([r.limits, day]);
          const group = groups.get(key);
          if (group) group.push(i);
          else groups.set(key, [i]);
        });
        const claims: SendClaim[] = new Array(requests.length);
        for (const indexes of groups.values()) {
          const { limits } = requests[indexes[0]!]!;
          const now = new Date(Math.max(...indexes.map((i) => requests[i]!.now.getTime())));
          const answered = await claimSends(pool, limits, now, indexes.map((i) => requests[i]!.holdsSlot));
          indexes.forEach((i, k) => (claims[i] = answered[k]!));
        }
        return claims;
      },
      { cache: false, maxBatchSize: 500, batchScheduleFn: (flush) => void setImmediate(flush) },
    );
  }

  claim(limits: MailboxLimits, now: Date, holdsSlot: boolean): Promise<SendClaim> {
    return this.#loader.load({ limits, now, holdsSlot });
  }
}
