import { Worker } from 'node:worker_threads';
import type { ReceivedMail } from '@outreach/testing';

export interface SinkRequest {
  id: number;
  type: 'count' | 'take' | 'close';
}

export interface SinkReply {
  id: number;
  ready?: { host: string; port: number };
  count?: number;
  firstAt?: number | null;
  mails?: ReceivedMail[];
}

/**
 * The SMTP sink (`startSmtpSink`) on a thread of its own, as a mail server runs apart from the
 * process sending to it: its work neither waits for the sender's event loop nor holds it up.
 */
export interface ThreadedSmtpSink {
  host: string;
  port: number;
  /** Messages received since the last take(), and when the first of them arrived (epoch ms, null if none). */
  arrivals(): Promise<{ count: number; firstAt: number | null }>;
  /** The messages received since the last take(), as they arrived; the sink then counts afresh. */
  take(): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** The name the sink's thread goes by (in /proc: its CPU is counted apart). */
export const SINK_THREAD_NAME = 'smtp-sink';

export async function startThreadedSmtpSink(users: Record<string, string>): Promise<ThreadedSmtpSink> {
  const worker = new Worker(new URL('./threadedSmtpSink.worker.ts', import.meta.url), { workerData: { users }, name: SINK_THREAD_NAME });
  const waiting = new Map<number, (reply: SinkReply) => void>();
  let next = 0;
  const ready = new Promise<{ host: string; port: number }>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (reply: SinkReply) => {
      if (reply.ready) return resolve(reply.ready);
      waiting.get(reply.id)?.(reply);
      waiting.delete(reply.id);
    });
  });
  const ask = (type: SinkRequest['type']) =>
    new Promise<SinkReply>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      worker.postMessage({ id, type } satisfies SinkRequest);
    });
  const { host, port } = await ready;
  return {
    host,
    port,
    async arrivals() {
      const { count, firstAt } = await ask('count');
      return { count: count!, firstAt: firstAt ?? null };
    },
    take: async () => (await ask('take')).mails!,
    async close() {
      await ask('close');
      await worker.terminate();
    },
  };
}
