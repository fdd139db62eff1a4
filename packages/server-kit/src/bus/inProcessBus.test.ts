import { describe, expect, it } from 'vitest';
import type { BusMessage } from './bus.ts';
import { createInProcessBus } from './inProcessBus.ts';

describe('in-process bus', () => {
  it('is healthy, of kind in-process', async () => {
    const bus = createInProcessBus();
    expect(bus.kind).toBe('in-process');
    expect(await bus.healthy()).toBe(true);
  });

  it('delivers on a later tick, not inside publish', async () => {
    const bus = createInProcessBus();
    const got: BusMessage[] = [];
    bus.subscribe('a', (m) => got.push(m));
    bus.publish('a', { n: 1 });
    expect(got).toEqual([]);
    await bus.flush();
    expect(got).toEqual([{ subject: 'a', data: { n: 1 } }]);
  });

  it('routes by exact subject and by wildcards (push.>, a.*.c)', async () => {
    const bus = createInProcessBus();
    const push: string[] = [];
    const star: string[] = [];
    const exact: string[] = [];
    bus.subscribe('push.>', (m) => push.push(m.subject));
    bus.subscribe('a.*.c', (m) => star.push(m.subject));
    bus.subscribe('push.sms_message', (m) => exact.push(m.subject));
    for (const subject of ['push.sms_message', 'push.a.b', 'push', 'a.b.c', 'a.x.c', 'a.b.d', 'a.b.c.d', 'other']) {
      bus.publish(subject, null);
    }
    await bus.flush();
    expect(push).toEqual(['push.sms_message', 'push.a.b']);
    expect(star).toEqual(['a.b.c', 'a.x.c']);
    expect(exact).toEqual(['push.sms_message']);
  });

  it('flush resolves after every message published so far reached its subscribers, in order', async () => {
    const bus = createInProcessBus();
    const got: number[] = [];
    bus.subscribe('n', (m) => got.push(m.data as number));
    bus.subscribe('n', (m) => got.push((m.data as number) + 1000));
    for (let i = 0; i < 100; i++) bus.publish('n', i);
    await bus.flush();
    const expected: number[] = [];
    for (let i = 0; i < 100; i++) expected.push(i, i + 1000);
    expect(got).toEqual(expected);
    bus.publish('n', 100);
    await bus.flush();
    expect(got.slice(-2)).toEqual([100, 1100]);
  });

  it('unsubscribe stops delivery, including messages already published', async () => {
    const bus = createInProcessBus();
    const got: unknown[] = [];
    const unsubscribe = bus.subscribe('x', (m) => got.push(m.data));
    bus.publish('x', 1);
    await bus.flush();
    bus.publish('x', 2);
    unsubscribe();
    bus.publish('x', 3);
    await bus.flush();
    expect(got).toEqual([1]);
    unsubscribe(); // twice is harmless
  });

  it('a handler subscribed after a publish does not get that message', async () => {
    const bus = createInProcessBus();
    bus.publish('late', 1);
    const got: unknown[] = [];
    bus.subscribe('late', (m) => got.push(m.data));
    await bus.flush();
    expect(got).toEqual([]);
  });

  it('a failing handler does not stop the others, nor later messages', async () => {
    const bus = createInProcessBus();
    const got: string[] = [];
    bus.subscribe('e', (m) => got.push(`first ${String(m.data)}`));
    bus.subscribe('e', () => {
      throw new Error('boom');
    });
    bus.subscribe('e', (m) => got.push(`third ${String(m.data)}`));
    bus.publish('e', 1);
    bus.publish('e', 2);
    await bus.flush();
    expect(got).toEqual(['first 1', 'third 1', 'first 2', 'third 2']);
  });

  it('carries data as JSON, as NATS does: every subscriber gets its own copy', async () => {
    const bus = createInProcessBus();
    const seen: unknown[] = [];
    bus.subscribe('j', (m) => {
      (m.data as { list: number[] }).list.push(99);
      seen.push(m.data);
    });
    bus.subscribe('j', (m) => seen.push(m.data));
    const data = { list: [1], at: new Date('2026-01-01T00:00:00.000Z') };
    bus.publish('j', data);
    data.list.push(2); // changed after publish: not seen
    await bus.flush();
    expect(seen).toEqual([
      { list: [1, 99], at: '2026-01-01T00:00:00.000Z' },
      { list: [1], at: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('refuses data JSON cannot carry at publish time, as NATS does', () => {
    const bus = createInProcessBus();
    expect(() => bus.publish('b', { position: 1n })).toThrow(TypeError);
  });

  it('carries undefined as undefined', async () => {
    const bus = createInProcessBus();
    const got: BusMessage[] = [];
    bus.subscribe('u', (m) => got.push(m));
    bus.publish('u', undefined);
    await bus.flush();
    expect(got).toEqual([{ subject: 'u', data: undefined }]);
  });

  it('close delivers what is pending, then drops every subscription', async () => {
    const bus = createInProcessBus();
    const got: unknown[] = [];
    bus.subscribe('c', (m) => got.push(m.data));
    bus.publish('c', 1);
    await bus.close();
    expect(got).toEqual([1]);
    bus.publish('c', 2);
    await bus.flush();
    expect(got).toEqual([1]);
  });
});
