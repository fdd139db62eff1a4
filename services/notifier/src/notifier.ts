import websocket from '@fastify/websocket';
import { LIVE_UPDATE_SUBJECT_PREFIX, type LiveUpdate } from '@outreach/contracts';
import { isForeignOrigin, type Bus, type Logger } from '@outreach/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Bus subjects below this prefix are pushed to browsers as `{type, data}` (`liveUpdate` in the contracts). */
export const PUSH_SUBJECT_PREFIX = LIVE_UPDATE_SUBJECT_PREFIX;

const HELLO: LiveUpdate = { type: 'hello', data: {} };

export interface NotifierOptions {
  bus: Bus;
  logger: Logger;
  /** Decides whether the upgrading request belongs to a signed-in user; refused sockets get 401. */
  authenticate: (request: FastifyRequest) => Promise<boolean>;
  /** The address the world reaches: an upgrade whose Origin names another site gets 403. */
  publicUrl: string;
}

export interface Notifier {
  /** Sockets currently open. */
  readonly size: number;
  close(): Promise<void>;
}

/**
 * GET /ws: forwards every `push.<type>` bus message to every signed-in socket as the JSON text
 * `{"type":"<type>","data":…}`, serialised once per message. Pings keep idle sockets alive and
 * drop dead ones.
 */
export async function registerNotifier(app: FastifyInstance, options: NotifierOptions): Promise<Notifier> {
  const sockets = new Set<WebSocket>();
  let closed = false;
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.register(async (scope) => {
    scope.addHook('preValidation', async (request, reply) => {
      if (isForeignOrigin(request.headers, options.publicUrl)) {
        await reply.code(403).type('application/problem+json').send({
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          message: 'Live updates are only sent to pages of this site',
        });
        return;
      }
      if (!(await options.authenticate(request))) {
        await reply.code(401).type('application/problem+json').send({
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          message: 'Sign in to receive live updates',
        });
      }
    });
    scope.get('/ws', { websocket: true }, (socket) => {
      if (closed) {
        // Shutting down: a socket opened now would never hear anything; let the client reconnect elsewhere.
        socket.close(1001, 'server shutting down');
        return;
      }
      sockets.add(socket);
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const ping = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, 30_000);
      ping.unref();
      socket.on('close', () => {
        clearInterval(ping);
        sockets.delete(socket);
      });
      socket.on('error', () => socket.terminate());
      socket.send(JSON.stringify(HELLO));
    });
  });

  const unsubscribe = options.bus.subscribe(`${PUSH_SUBJECT_PREFIX}.>`, (message) => {
    const type = message.subject.slice(PUSH_SUBJECT_PREFIX.length + 1);
    // Encoded once for every socket; sent as a text frame.
    const payload = Buffer.from(JSON.stringify({ type, data: message.data }));
    for (const socket of sockets) {
      if (socket.readyState === socket.OPEN) socket.send(payload, { binary: false });
    }
  });

  return {
    get size() {
      return sockets.size;
    },
    async close() {
      closed = true;
      unsubscribe();
      for (const socket of sockets) socket.close(1001, 'server shutting down');
      sockets.clear();
    },
  };
}
