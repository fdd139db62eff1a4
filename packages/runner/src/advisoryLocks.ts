import pg from 'pg';

/**
 * Session advisory locks of one process, held on one dedicated connection outside the pool (so
 * any number of projections costs one connection). If that connection drops, every lock is lost:
 * `holds` turns false and the runners go back to acquiring.
 */
export class AdvisoryLocks {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  /** Lock key → the runner holding it (locks are re-entrant per session, so ownership is kept here). */
  private readonly held = new Map<string, object>();
  /** Queries on the one connection run one after another. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly connectionString: string,
    private readonly applicationName = 'outreach-locks',
  ) {}

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString, application_name: this.applicationName });
      client.on('error', () => {
        if (this.client === client) this.client = undefined;
        this.held.clear();
      });
      try {
        await client.connect();
      } catch (error) {
        this.connecting = undefined;
        throw error;
      }
      this.client = client;
      this.connecting = undefined;
      return client;
    })();
    return this.connecting;
  }

  private run<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const next = this.queue.then(async () => work(await this.connection()));
    this.queue = next.catch(() => undefined);
    return next;
  }

  async tryLock(key: string, owner: object): Promise<boolean> {
    const holder = this.held.get(key);
    if (holder) return holder === owner;
    const { rows } = await this.run((client) => client.query<{ ok: boolean }>(`select pg_try_advisory_lock(hashtextextended($1, 0)) as ok`, [key]));
    if (!rows[0]?.ok) return false;
    if (this.held.has(key)) {
      // Another runner of this process took it meanwhile: the session now holds it twice.
      await this.run((client) => client.query(`select pg_advisory_unlock(hashtextextended($1, 0))`, [key])).catch(() => undefined);
      return this.held.get(key) === owner;
    }
    this.held.set(key, owner);
    return true;
  }

  holds(key: string, owner: object): boolean {
    return this.held.get(key) === owner;
  }

  async unlock(key: string, owner: object): Promise<void> {
    if (this.held.get(key) !== owner) return;
    this.held.delete(key);
    if (!this.client) return;
    await this.run((client) => client.query(`select pg_advisory_unlock(hashtextextended($1, 0))`, [key])).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.held.clear();
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
