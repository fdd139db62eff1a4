import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../logging/logger.ts';
import type { Bus } from './bus.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * JSON messages over NATS core pub/sub; reconnects forever, logging state changes. Subjects are
 * put under `namespace` on the wire (a deployment's services share one; another deployment or a
 * test on the same NATS server sees nothing of it); subscribers see them without it.
 */
export async function createNatsBus(url: string, logger: Logger, name: string, namespace = ''): Promise<Bus> {
  const prefix = namespace ? `${namespace}.` : '';
  const nc: NatsConnection = await connect({
    servers: url,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    timeout: 5000,
  });
  let closing: Promise<void> | undefined;
  void (async () => {
    for await (const status of nc.status()) {
      logger.info({ nats: status.type }, 'nats status');
    }
  })();
  return {
    kind: 'nats',
    publish(subject, data) {
      // undefined (which JSON cannot carry) travels as an empty payload.
      const text = JSON.stringify(data) as string | undefined;
      nc.publish(prefix + subject, text === undefined ? undefined : encoder.encode(text));
    },
    subscribe(subject, handler) {
      const sub = nc.subscribe(prefix + subject, {
        callback: (error, msg) => {
          if (error) {
            logger.warn({ err: error, subject }, 'nats subscription error');
            return;
          }
          try {
            handler({ subject: msg.subject.slice(prefix.length), data: msg.data.length === 0 ? undefined : JSON.parse(decoder.decode(msg.data)) });
          } catch (err) {
            logger.warn({ err, subject: msg.subject }, 'nats message not handled');
          }
        },
      });
      return () => sub.unsubscribe();
    },
    flush: () => nc.flush(),
    async healthy() {
      if (nc.isClosed()) return false;
      try {
        await nc.rtt();
        return true;
      } catch {
        return false;
      }
    },
    close() {
      // Once: a second drain while the first runs would fail with 'connection draining'.
      closing ??= nc.isClosed() ? Promise.resolve() : nc.drain();
      return closing;
    },
  };
}
