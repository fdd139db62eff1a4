/**
 * WebSocket helpers of the realtime suite: `ws` itself, a fleet of client sockets (the browsers),
 * a raw broadcasting server (the baseline of the notifier), a free port, the file-descriptor limit.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

export { WebSocket, WebSocketServer };

/** The largest frame the notifier accepts (its @fastify/websocket options); the raw server takes the same. */
export const MAX_PAYLOAD = 64 * 1024;

/** The soft limit on open files of this process (`ulimit -n`), when /proc tells it. */
export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Number.POSITIVE_INFINITY;
    return soft === undefined ? undefined : Number(soft);
  } catch {
    return undefined;
  }
}

/** Throws, saying so, when the process may not open `needed` more files (sockets). */
export function requireOpenFiles(needed: number): void {
  const limit = openFileLimit();
  if (limit !== undefined && limit < needed) {
    throw new Error(`the realtime suite needs about ${needed} open files (sockets) but ulimit -n is ${limit}: raise it (ulimit -n ${needed * 2}) and run again`);
  }
}


export interface FleetOptions {
  /** ws://…/ws */
  url: string;
  count: number;
  /** Sent with every upgrade request (the session cookie). */
  headers?: Record<string, string>;
  /** Sockets opening at once (default 100), so that the listen backlog never overflows. */
  concurrency?: number;
  /**
   * Every message after the first: the socket's index and the frame as it arrived (a Buffer;
   * decoding is left to the handler). The first message is the server's greeting, awaited by
   * openFleet as the sign that the server has registered the socket.
   */
  onMessage(index: number, data: Buffer): void;
}

export interface Fleet {
  readonly sockets: readonly WebSocket[];
  close(): Promise<void>;
}

/** Closes every socket, waiting up to `ms` for the closing handshakes; the rest are terminated. */
async function closeAll(sockets: readonly WebSocket[], ms = 5_000): Promise<void> {
  const closed = sockets.map(
    (s) =>
      new Promise<void>((resolve) => {
        if (s.readyState === s.CLOSED) return resolve();
        s.once('close', () => resolve());
        if (s.readyState === s.OPEN) s.close(1000);
        else s.terminate();
      }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
  for (const s of sockets) if (s.readyState !== s.CLOSED) s.terminate();
}

/**
 * `count` client sockets to `url`, opened `concurrency` at a time; resolves once every one of them
 * has received the server's greeting (so the server counts it among its sockets). Any socket
 * refused or failing while opening fails the whole fleet (every socket is closed again).
 */
export async function openFleet(options: FleetOptions): Promise<Fleet> {
  const sockets: WebSocket[] = [];
  const open = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(options.url, { headers: options.headers ?? {}, perMessageDeflate: false, handshakeTimeout: 30_000 });
      sockets.push(socket);
      let greeted = false;
      // binaryType 'nodebuffer' (the default): every frame arrives as one Buffer.
      socket.on('message', (data) => {
        if (!greeted) {
          greeted = true;
          resolve();
          return;
        }
        options.onMessage(index, data as Buffer);
      });
      socket.once('unexpected-response', (_request, response) => reject(new Error(`socket ${index} refused: HTTP ${response.statusCode}`)));
      socket.on('error', (error) => {
        if (!greeted) reject(error);
      });
      socket.once('close', (code) => {
        if (!greeted) reject(new Error(`socket ${index} closed (${code}) before the server greeted it`));
      });
    });
  try {
    const concurrency = options.concurrency ?? 100;
    for (let first = 0; first < options.count; first += concurrency) {
      const batch: Promise<void>[] = [];
      for (let i = first; i < Math.min(options.count, first + concurrency); i++) batch.push(open(i));
      await Promise.all(batch);
    }
  } catch (error) {
    await closeAll(sockets, 1_000);
    throw error;
  }
  return { sockets, close: () => closeAll(sockets) };
}

export interface BroadcastServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** ws://127.0.0.1:<port>/ws */
  wsUrl: string;
  /** Sockets connected now. */
  readonly size: number;
  /** Sends `text` to every open socket, one `send` each: the notifier's loop without anything around it. */
  broadcast(text: string): void;
  close(): Promise<void>;
}

const notFound: RequestListener = (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(404).end();
};

/**
 * The raw baseline of the notifier: a plain `http` server (its requests go to `onRequest`) with a
 * `ws` WebSocketServer on /ws — no Fastify, no bus, no authentication — that greets every socket
 * as the notifier does and broadcasts what it is given.
 */
export async function startBroadcastServer(onRequest: RequestListener = notFound): Promise<BroadcastServer> {
  const server = createServer(onRequest);
  const wss = new WebSocketServer({ server, path: '/ws', maxPayload: MAX_PAYLOAD });
  const clients = new Set<WebSocket>();
  wss.on('connection', (socket) => {
    clients.add(socket);
    socket.on('close', () => clients.delete(socket));
    socket.on('error', () => socket.terminate());
    socket.send(JSON.stringify({ type: 'hello', data: {} }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    get size() {
      return clients.size;
    },
    broadcast(text) {
      for (const socket of clients) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    },
    async close() {
      for (const socket of clients) socket.terminate();
      clients.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
