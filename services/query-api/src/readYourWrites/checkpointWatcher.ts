import { comparePositions, parsePosition, type Position } from '@outreach/domain';
import type { Logger } from '@outreach/server-kit';
import pg from 'pg';

const CHANNEL = 'projector_checkpoint';

interface Waiter {
  min: Position;
  names: readonly string[] | undefined;
  resolve: (reached: boolean) => void;
}

/**
 * Knows every projection's checkpoint: loads them once, then follows LISTEN projector_checkpoint
 * (re-reading the table every second too, in case a notification is lost). `waitFor` resolves true
 * as soon as the named projections (default: all) have passed a position, false on timeout.
 */
export class CheckpointWatcher {
  private readonly positions = new Map<string, Position>();
  private readonly waiters = new Set<Waiter>();
  private client: pg.Client | undefined;
  private poller: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.refresh();
    await this.listen();
    if (this.closed) return;
    this.poller = setInterval(() => void this.refresh().catch(() => undefined), 1000);
    this.poller.unref();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'query-api-checkpoints' });
    let lost: Error | undefined;
    let established = false;
    client.on('error', (err) => {
      if (lost || this.closed) return;
      lost = err;
      void client.end().catch(() => undefined);
      // Before it is established, the attempt below fails and its caller retries.
      if (!established) return;
      this.logger.warn({ err }, 'checkpoint listener lost; reconnecting');
      if (this.client === client) this.client = undefined;
      this.relisten();
    });
    client.on('notification', (msg) => {
      const [name, text] = (msg.payload ?? '').split(' ');
      const position = text ? parsePosition(text) : undefined;
      if (name && position) this.update(name, position);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      if (lost) throw lost;
    } catch (error) {
      lost ??= error instanceof Error ? error : new Error(String(error));
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      // closed while connecting
      await client.end().catch(() => undefined);
      return;
    }
    established = true;
    this.client = client;
    // Checkpoints that moved while nobody listened.
    await this.refresh().catch(() => undefined);
  }

  /** Listen again after a lost connection, retrying every second until it works or the watcher closes. */
  private relisten(): void {
    setTimeout(() => {
      if (this.closed) return;
      this.listen().catch((err: unknown) => {
        this.logger.warn({ err }, 'checkpoint listener still down; retrying');
        this.relisten();
      });
    }, 1000).unref();
  }

  private async refresh(): Promise<void> {
    const exists = await this.pool.query(`select to_regclass('projector.checkpoints') is not null as present`);
    if (!exists.rows[0]?.present) return;
    const { rows } = await this.pool.query<{ name: string; commit: string; prepare: string }>(
      `select name, position_commit::text as commit, position_prepare::text as prepare from projector.checkpoints`,
    );
    for (const r of rows) this.update(r.name, { commit: BigInt(r.commit), prepare: BigInt(r.prepare) });
  }

  private update(name: string, position: Position): void {
    const known = this.positions.get(name);
    if (known && comparePositions(known, position) >= 0) return;
    this.positions.set(name, position);
    for (const w of this.waiters) {
      if (this.reached(w.min, w.names)) {
        this.waiters.delete(w);
        w.resolve(true);
      }
    }
  }

  reached(min: Position, names?: readonly string[]): boolean {
    const wanted = names ?? [...this.positions.keys()];
    if (wanted.length === 0) return false;
    return wanted.every((n) => {
      const p = this.positions.get(n);
      return p !== undefined && comparePositions(p, min) >= 0;
    });
  }

  waitFor(min: Position, timeoutMs: number, names?: readonly string[]): Promise<boolean> {
    if (this.reached(min, names)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = { min, names, resolve };
      this.waiters.add(waiter);
      setTimeout(() => {
        if (this.waiters.delete(waiter)) resolve(false);
      }, timeoutMs).unref();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poller) clearInterval(this.poller);
    for (const w of this.waiters) w.resolve(false);
    this.waiters.clear();
    await this.client?.end().catch(() => undefined);
  }
}
