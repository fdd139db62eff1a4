import { bulkStatistics } from '@outreach/event-store';
import DataLoader from 'dataloader';
import { escapeLiteral } from 'pg';
import type pg from 'pg';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RecipientCap {
  /** Marketing e-mails one address gets within the window at most (0: no cap). */
  max: number;
  windowDays: number;
}

export type RecipientClaim = { granted: true } | { granted: false; until: Date; reason: string };

interface ClaimRequest {
  address: string;
  messageId: string;
  now: Date;
}

/**
 * The per-recipient frequency cap of marketing e-mail, claimed at the moment of sending: an
 * e-mail's claim is recorded for its address while the address got fewer than `max` within the
 * rolling window, else it is told when the oldest of them leaves the window. The claims of one
 * moment go in one transaction holding each address's lock, so two processes cannot both take an
 * address's last place. A claim made again for the same e-mail (after a crash) is the same claim.
 */
export class RecipientCaps {
  readonly #loader: DataLoader<ClaimRequest, RecipientClaim>;
  /** A campaign claims thousands of places: the table's statistics follow, so that each address is looked up by its key. */
  readonly #statistics = bulkStatistics();

  constructor(
    private readonly pool: pg.Pool,
    private readonly cap: RecipientCap,
  ) {
    this.#loader = new DataLoader((requests) => this.#claimAll(requests), {
      cache: false,
      maxBatchSize: 500,
      batchScheduleFn: (flush) => void setImmediate(flush),
    });
  }

  claim(address: string, messageId: string, now: Date): Promise<RecipientClaim> {
    if (this.cap.max === 0) return Promise.resolve({ granted: true });
    return this.#loader.load({ address: address.trim().toLowerCase(), messageId, now });
  }

  /** Gives the e-mail's place back (it was not sent after all: its mailbox had no room). */
  async release(messageId: string): Promise<void> {
    await this.pool.query(`delete from dispatcher.recipient_email_sends where message_id = $1`, [messageId]);
  }

  async #claimAll(requests: readonly ClaimRequest[]): Promise<RecipientClaim[]> {
    const windowMs = this.cap.windowDays * DAY_MS;
    const now = new Date(Math.max(...requests.map((r) => r.now.getTime())));
    const addresses = [...new Set(requests.map((r) => r.address))].sort();
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      // One round trip: each address's lock, always in the same order (no deadlock between two
      // processes), then, after the locks, the sends each address got within the window.
      const results = (await client.query(
        `begin;
         select count(pg_advisory_xact_lock(hashtextextended('recipient-cap:' || a, 0))) from unnest(${textArray(addresses)}) as a;
         select address, message_id, claimed_at from dispatcher.recipient_email_sends
          where address = any(${textArray(addresses)}) and claimed_at > ${escapeLiteral(new Date(now.getTime() - windowMs).toISOString())}::timestamptz
          order by claimed_at`,
      )) as unknown as pg.QueryResult<{ address: string; message_id: string; claimed_at: Date | string }>[];
      const recent = new Map<string, { messageId: string; at: Date }[]>();
      for (const r of results[2]!.rows) recent.set(r.address, [...(recent.get(r.address) ?? []), { messageId: r.message_id, at: new Date(r.claimed_at) }]);
      const granted: ClaimRequest[] = [];
      const answers = requests.map((request): RecipientClaim => {
        const sends = recent.get(request.address) ?? [];
        if (sends.some((s) => s.messageId === request.messageId)) return { granted: true };
        if (sends.length < this.cap.max) {
          sends.push({ messageId: request.messageId, at: now });
          recent.set(request.address, sends);
          granted.push(request);
          return { granted: true };
        }
        const oldest = sends[sends.length - this.cap.max]!.at;
        return {
          granted: false,
          until: new Date(oldest.getTime() + windowMs),
          reason: `This address already got ${this.cap.max} marketing e-mail${this.cap.max === 1 ? '' : 's'} in the last ${this.cap.windowDays} day${this.cap.windowDays === 1 ? '' : 's'} (the per-recipient cap)`,
        };
      });
      await this.#statistics(client, 'dispatcher.recipient_email_sends', granted.length);
      // The second round trip records the places taken and commits, releasing the locks.
      const insert =
        granted.length === 0
          ? ''
          : `insert into dispatcher.recipient_email_sends (address, message_id, claimed_at)
             select a, m, ${escapeLiteral(now.toISOString())}::timestamptz from unnest(${textArray(granted.map((r) => r.address))}, ${textArray(granted.map((r) => r.messageId))}) as g(a, m)
             on conflict do nothing; `;
      await client.query(`${insert}commit`);
      return answers;
    } catch (error) {
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

/** Texts as an SQL array literal (each value escaped), for statements sent as one simple query. */
function textArray(values: readonly string[]): string {
  return `array[${values.map(escapeLiteral).join(',')}]::text[]`;
}
