import { Worker } from 'node:worker_threads';
import type { SendMailOptions } from 'nodemailer';
import { perTurn } from './perTurn.ts';
import type { SmtpConnection, SmtpOAuthConnection } from './smtpTransport.ts';

type Connection = SmtpConnection | SmtpOAuthConnection;
interface Pooling {
  pool: true;
  maxConnections: number;
}

export type SendingThreadRequest =
  | { type: 'open'; transportId: number; connection: Connection; timeoutMs: number; pooling: Pooling }
  | { type: 'send'; id: number; transportId: number; message: SendMailOptions }
  | { type: 'close'; transportId: number };

/** What nodemailer said of a send: the server's answer, or its error with the fields that tell what the server answered. */
export interface SendingThreadReply {
  id: number;
  info?: ThreadedSendInfo;
  error?: { message: string; code?: string | undefined; responseCode?: number | undefined; response?: string | undefined; command?: string | undefined; timeoutType?: string | undefined };
}

export interface ThreadedSendInfo {
  messageId: string | null;
  response: string | null;
}

export interface ThreadedTransport {
  sendMail(message: SendMailOptions): Promise<ThreadedSendInfo>;
  close(): void;
}

/**
 * The process's sending thread: nodemailer's pooled SMTP transports of every mailbox live there,
 * so that putting messages together (MIME, encodings, DKIM) and writing them to the servers runs
 * beside the main thread's decisions instead of between them. A thread that stops (it crashed, or
 * `stopSendingThread`) fails the sends it held as a broken connection would: they may have gone out.
 */
/** The name the sending thread goes by (in `top -H`, /proc and profiles). */
export const SENDING_THREAD_NAME = 'smtp-sending';

class SendingThread {
  readonly #worker = new Worker(new URL('./smtpSendingThread.worker.ts', import.meta.url), { name: SENDING_THREAD_NAME });
  readonly #pending = new Map<number, { resolve: (info: ThreadedSendInfo) => void; reject: (error: Error) => void }>();
  /** The requests of a turn of the event loop (a batch's e-mails) cross as one message; the thread answers likewise. */
  readonly #post = perTurn<SendingThreadRequest>((requests) => this.#worker.postMessage(requests));
  readonly #opened = new Set<number>();
  #next = 0;
  stopped = false;

  constructor() {
    this.#worker.unref();
    this.#worker.on('message', (replies: SendingThreadReply[]) => {
      for (const reply of replies) {
        const waiting = this.#pending.get(reply.id);
        if (!waiting) continue;
        this.#settled(reply.id);
        if (reply.info) waiting.resolve(reply.info);
        else waiting.reject(Object.assign(new Error(reply.error!.message), reply.error));
      }
    });
    this.#worker.on('error', (error) => this.#stop(error.message));
    this.#worker.on('exit', (code) => this.#stop(`it exited with code ${code}`));
  }

  send(transportId: number, open: () => Omit<Extract<SendingThreadRequest, { type: 'open' }>, 'type' | 'transportId'>, message: SendMailOptions): Promise<ThreadedSendInfo> {
    if (!this.#opened.has(transportId)) {
      this.#post({ type: 'open', transportId, ...open() });
      this.#opened.add(transportId);
    }
    return new Promise((resolve, reject) => {
      const id = ++this.#next;
      // The process waits for a send in hand, not for an idle thread.
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#post({ type: 'send', id, transportId, message });
    });
  }

  close(transportId: number): void {
    if (!this.#opened.delete(transportId) || this.stopped) return;
    this.#post({ type: 'close', transportId });
  }

  async terminate(): Promise<void> {
    await this.#worker.terminate();
  }

  #settled(id: number): void {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #stop(why: string): void {
    if (this.stopped) return;
    this.stopped = true;
    if (thread === this) thread = undefined;
    const error = Object.assign(new Error(`The sending thread stopped while the e-mail was being handed over (${why})`), { code: 'ECONNECTION' });
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }
}

let thread: SendingThread | undefined;
let transports = 0;

function currentThread(): SendingThread {
  thread ??= new SendingThread();
  return thread;
}

/**
 * A pooled SMTP transport (`createSmtpTransport` with pooling) on the process's sending thread.
 * After the thread stopped, its next send opens it again on a new one.
 */
export function threadedSmtpTransport(connection: Connection, timeoutMs: number, pooling: Pooling): ThreadedTransport {
  const transportId = ++transports;
  let on: SendingThread | undefined;
  return {
    sendMail(message) {
      on = currentThread();
      return on.send(transportId, () => ({ connection, timeoutMs, pooling }), message);
    },
    close() {
      on?.close(transportId);
    },
  };
}

/** Stop the sending thread: the sends it holds fail as broken connections; the next send starts a new one. */
export async function stopSendingThread(): Promise<void> {
  await thread?.terminate();
}
