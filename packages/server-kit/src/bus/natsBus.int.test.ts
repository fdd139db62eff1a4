import { randomUUID } from 'node:crypto';
import { testNatsUrl } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import type { Bus, BusMessage } from './bus.ts';
import { createNatsBus } from './natsBus.ts';

const logger = createLogger('silent', 'nats-bus-test');

let url: string;
let publisher: Bus;
let subscriber: Bus;

/** A subject space of this test run, so parallel runs on one server do not meet. */
const ns = `t${randomUUID().replaceAll('-', '')}`;

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const NAMESPACE = `test-${randomUUID()}`;

beforeAll(async () => {
  url = await testNatsUrl();
  publisher = await createNatsBus(url, logger, 'publisher', NAMESPACE);
  subscriber = await createNatsBus(url, logger, 'subscriber', NAMESPACE);
});

afterAll(async () => {
  await publisher?.close();
  await subscriber?.close();
});

describe('NATS bus', () => {
  it('is of kind nats', () => {
    expect(publisher.kind).toBe('nats');
  });

  it('carries JSON from one connection to another', async () => {
    const got: BusMessage[] = [];
    subscriber.subscribe(`${ns}.one`, (m) => got.push(m));
    await subscriber.flush(); // the subscription has reached the server
    publisher.publish(`${ns}.one`, { text: 'hi', n: 1, nested: { list: [1, 2] }, at: new Date('2026-01-01T00:00:00Z') });
    await publisher.flush();
    await until(() => got.length === 1);
    expect(got).toEqual([{ subject: `${ns}.one`, data: { text: 'hi', n: 1, nested: { list: [1, 2] }, at: '2026-01-01T00:00:00.000Z' } }]);
  });

  it('routes wildcard subjects (push.>, a.*.c) and keeps publish order', async () => {
    const push: BusMessage[] = [];
    const star: string[] = [];
    subscriber.subscribe(`${ns}.push.>`, (m) => push.push(m));
    subscriber.subscribe(`${ns}.a.*.c`, (m) => star.push(m.subject));
    await subscriber.flush();
    for (let i = 0; i < 20; i++) publisher.publish(`${ns}.push.sms_message`, { i });
    publisher.publish(`${ns}.push.deep.er`, 'deep');
    publisher.publish(`${ns}.push`, 'not below push');
    for (const s of ['a.b.c', 'a.x.c', 'a.b.d', 'a.b.c.d']) publisher.publish(`${ns}.${s}`, null);
    await publisher.flush();
    await until(() => push.length === 21 && star.length === 2);
    await new Promise((r) => setTimeout(r, 100)); // nothing else arrives
    expect(push.slice(0, 20).map((m) => (m.data as { i: number }).i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(push[20]).toEqual({ subject: `${ns}.push.deep.er`, data: 'deep' });
    expect(push).toHaveLength(21);
    expect(star).toEqual([`${ns}.a.b.c`, `${ns}.a.x.c`]);
  });

  it('unsubscribe stops delivery', async () => {
    const got: unknown[] = [];
    const unsubscribe = subscriber.subscribe(`${ns}.unsub`, (m) => got.push(m.data));
    await subscriber.flush();
    publisher.publish(`${ns}.unsub`, 1);
    await publisher.flush();
    await until(() => got.length === 1);
    unsubscribe();
    await subscriber.flush();
    publisher.publish(`${ns}.unsub`, 2);
    await publisher.flush();
    await new Promise((r) => setTimeout(r, 150));
    expect(got).toEqual([1]);
  });

  it('a failing handler does not stop the others, nor later messages', async () => {
    const got: string[] = [];
    subscriber.subscribe(`${ns}.fail`, () => {
      throw new Error('boom');
    });
    subscriber.subscribe(`${ns}.fail`, (m) => got.push(`ok ${String(m.data)}`));
    await subscriber.flush();
    publisher.publish(`${ns}.fail`, 1);
    publisher.publish(`${ns}.fail`, 2);
    await publisher.flush();
    await until(() => got.length === 2);
    expect(got).toEqual(['ok 1', 'ok 2']);
  });

  it('a message that is not JSON is dropped without harming the subscription', async () => {
    const { connect } = await import('@nats-io/transport-node');
    const raw = await connect({ servers: url });
    const got: unknown[] = [];
    subscriber.subscribe(`${ns}.raw`, (m) => got.push(m.data));
    await subscriber.flush();
    raw.publish(`${ns}.raw`, 'not json {');
    await raw.flush();
    await raw.close();
    publisher.publish(`${ns}.raw`, { fine: true });
    await publisher.flush();
    await until(() => got.length === 1);
    expect(got).toEqual([{ fine: true }]);
  });

  it('carries undefined as undefined and null as null', async () => {
    const got: BusMessage[] = [];
    subscriber.subscribe(`${ns}.empty`, (m) => got.push(m));
    await subscriber.flush();
    publisher.publish(`${ns}.empty`, undefined);
    publisher.publish(`${ns}.empty`, null);
    await publisher.flush();
    await until(() => got.length === 2);
    expect(got).toEqual([
      { subject: `${ns}.empty`, data: undefined },
      { subject: `${ns}.empty`, data: null },
    ]);
  });

  it('a publisher also receives its own messages when subscribed', async () => {
    const got: unknown[] = [];
    publisher.subscribe(`${ns}.self`, (m) => got.push(m.data));
    await publisher.flush();
    publisher.publish(`${ns}.self`, 'me');
    await until(() => got.length === 1);
    expect(got).toEqual(['me']);
  });

  it('is healthy while connected and unhealthy once closed; close twice is harmless', async () => {
    const bus = await createNatsBus(url, logger, 'health');
    expect(await bus.healthy()).toBe(true);
    const unsubscribe = bus.subscribe(`${ns}.closing`, () => undefined);
    await bus.close();
    expect(await bus.healthy()).toBe(false);
    await bus.close();
    expect(() => unsubscribe()).not.toThrow();
  });

  it('closing twice at once is harmless', async () => {
    const bus = await createNatsBus(url, logger, 'double-close');
    await expect(Promise.all([bus.close(), bus.close()])).resolves.toBeDefined();
    expect(await bus.healthy()).toBe(false);
  });

  it('close delivers what was published before it (drain)', async () => {
    const bus = await createNatsBus(url, logger, 'drain', NAMESPACE);
    const got: unknown[] = [];
    subscriber.subscribe(`${ns}.drain`, (m) => got.push(m.data));
    await subscriber.flush();
    for (let i = 0; i < 50; i++) bus.publish(`${ns}.drain`, i);
    await bus.close();
    await until(() => got.length === 50);
    expect(got).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('refuses to start against a server that does not answer', async () => {
    await expect(createNatsBus('nats://127.0.0.1:1', logger, 'nowhere')).rejects.toThrow();
  });
});

describe('namespaces', () => {
  it('keep deployments on one NATS server apart; subscribers see subjects without the namespace', async () => {
    const other = await createNatsBus(url, logger, 'other-deployment', `test-${randomUUID()}`);
    const ours: unknown[] = [];
    const theirs: unknown[] = [];
    const seen: string[] = [];
    const u1 = subscriber.subscribe('push.>', (m) => {
      ours.push(m.data);
      seen.push(m.subject);
    });
    const u2 = other.subscribe('push.>', (m) => theirs.push(m.data));
    await subscriber.flush();
    await other.flush();
    publisher.publish('push.sms_message', { n: 1 });
    other.publish('push.sms_message', { n: 2 });
    await publisher.flush();
    await other.flush();
    await until(() => ours.length === 1 && theirs.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(ours).toEqual([{ n: 1 }]);
    expect(theirs).toEqual([{ n: 2 }]);
    expect(seen).toEqual(['push.sms_message']);
    u1();
    u2();
    await other.close();
  });
});
