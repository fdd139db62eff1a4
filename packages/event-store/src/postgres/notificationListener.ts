import { escapeIdentifier } from 'pg';
import type pg from 'pg';

/**
 * One pooled connection LISTENing on a channel, shared by every subscriber: taken from the pool
 * when the first subscriber arrives and kept (subscribers come and go with every wait) until
 * close(). A lost connection is dropped and taken again on the next ensureConnected(); each
 * (re)connect calls every subscriber once, since notifications sent meanwhile were missed.
 */
export class NotificationListener {
  readonly #pool: pg.Pool;
  readonly #channel: string;
  readonly #subscribers = new Set<() => void>();
  #client: pg.PoolClient | undefined;
  #release: ((error?: Error) => void) | undefined;
  #closed = false;
  /** Connects and disconnects run one at a time, in order. */
  #work: Promise<void> = Promise.resolve();

  constructor(pool: pg.Pool, channel: string) {
    this.#pool = pool;
    this.#channel = channel;
  }

  /** Calls `listener` on every notification until the returned function is called. */
  subscribe(listener: () => void): () => void {
    this.#subscribers.add(listener);
    this.ensureConnected();
    return () => {
      this.#subscribers.delete(listener);
    };
  }

  /** Listens again if the connection was lost (pollers call this on every tick). */
  ensureConnected(): void {
    if (!this.#client) this.#reconcile();
  }

  get connected(): boolean {
    return this.#client !== undefined;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#reconcile();
    await this.#work;
  }

  #reconcile(): void {
    this.#work = this.#work.then(() => this.#apply()).catch(() => undefined);
  }

  async #apply(): Promise<void> {
    if (this.#closed) await this.#disconnect();
    else if (!this.#client && this.#subscribers.size > 0) await this.#connect();
  }

  async #connect(): Promise<void> {
    const client = await this.#pool.connect();
    let released = false;
    const onNotification = (message: pg.Notification) => {
      if (message.channel === this.#channel) this.#notifyAll();
    };
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.off('notification', onNotification);
      client.off('error', onError);
      // A connection given up on (the server ended it) may still report its end while it closes:
      // heard here, not thrown at the process.
      if (error) client.on('error', () => undefined);
      if (this.#client === client) {
        this.#client = undefined;
        this.#release = undefined;
      }
      client.release(error);
    };
    const onError = (error: Error) => {
      release(error);
      // Whoever waits learns nothing from a dead connection; let them poll now.
      this.#notifyAll();
    };
    client.on('notification', onNotification);
    client.on('error', onError);
    try {
      await client.query(`listen ${escapeIdentifier(this.#channel)}`);
    } catch (error) {
      release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    this.#client = client;
    this.#release = release;
    this.#notifyAll();
  }

  async #disconnect(): Promise<void> {
    const client = this.#client;
    const release = this.#release;
    if (!client || !release) return;
    try {
      await client.query('unlisten *');
      release();
    } catch (error) {
      release(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #notifyAll(): void {
    for (const subscriber of [...this.#subscribers]) subscriber();
  }
}
