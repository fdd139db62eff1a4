import { describe, expect, it } from 'vitest';
import { RealtimeClient, realtimeUrl, type RealtimeSocket, type RealtimeStatus } from './realtimeClient.ts';
import { parseRealtimeMessage, type RealtimeMessage } from './realtimeMessages.ts';

class FakeSocket implements RealtimeSocket {
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  closedWith: number | undefined | null = null;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.onerror?.(new Event('error'));
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
  close(code?: number) {
    this.closedWith = code;
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; delayMs: number; cancelled: boolean }[] = [];
  const statuses: RealtimeStatus[] = [];
  const messages: RealtimeMessage[] = [];
  const connects: boolean[] = [];
  const failures: number[] = [];
  const client = new RealtimeClient({
    url: 'ws://example.test/ws',
    parse: parseRealtimeMessage,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    schedule: (callback, delayMs) => {
      const timer = { callback, delayMs, cancelled: false };
      timers.push(timer);
      return timer as unknown as ReturnType<typeof setTimeout>;
    },
    cancel: (handle) => {
      (handle as unknown as { cancelled: boolean }).cancelled = true;
    },
    onStatusChange: (status) => statuses.push(status),
    onMessage: (message) => messages.push(message),
    onConnected: (reconnected) => connects.push(reconnected),
    onAttemptFailed: (count) => failures.push(count),
  });
  const fire = () => {
    const timer = timers.at(-1);
    if (!timer || timer.cancelled) throw new Error('no pending timer');
    timer.callback();
  };
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { client, sockets, timers, statuses, messages, connects, failures, fire, last };
}

describe('realtimeUrl', () => {
  it('uses ws on http and wss on https, same host', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(realtimeUrl({ protocol: 'https:', host: 'outreach.example.com' })).toBe('wss://outreach.example.com/ws');
  });
});

describe('RealtimeClient', () => {
  it('connects, reports the status and hands over parsed messages', () => {
    const t = setup();
    t.client.start();
    expect(t.sockets).toHaveLength(1);
    expect(t.last().url).toBe('ws://example.test/ws');
    t.last().open();
    expect(t.statuses).toEqual(['connected']);
    expect(t.connects).toEqual([false]);
    t.last().receive({ type: 'hello', data: {} });
    t.last().onmessage?.({ data: 'garbage' } as MessageEvent);
    expect(t.messages).toEqual([{ type: 'hello', data: {} }]);
  });

  it('reconnects after a drop with a doubling delay, and says it reconnected', () => {
    const t = setup();
    t.client.start();
    t.last().open();
    t.last().drop();
    expect(t.statuses).toEqual(['connected', 'disconnected']);
    expect(t.timers.map((timer) => timer.delayMs)).toEqual([1000]);

    t.fire();
    t.last().drop(); // refused: never opened
    t.fire();
    t.last().drop();
    expect(t.timers.map((timer) => timer.delayMs)).toEqual([1000, 2000, 4000]);
    expect(t.failures).toEqual([2, 3]);

    t.fire();
    t.last().open();
    expect(t.connects).toEqual([false, true]);
    expect(t.statuses.at(-1)).toBe('connected');
  });

  it('starts the backoff again once a socket has heard from the server', () => {
    const t = setup();
    t.client.start();
    t.last().drop();
    t.fire();
    t.last().drop();
    t.fire();
    t.last().open();
    t.last().receive({ type: 'hello', data: {} });
    t.last().drop();
    expect(t.timers.map((timer) => timer.delayMs)).toEqual([1000, 2000, 1000]);
  });

  it('never waits more than 30 s', () => {
    const t = setup();
    t.client.start();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      t.last().drop();
      t.fire();
    }
    expect(Math.max(...t.timers.map((timer) => timer.delayMs))).toBe(30000);
  });

  it('stops for good: closes the socket, cancels the pending retry and ignores late events', () => {
    const t = setup();
    t.client.start();
    t.last().open();
    const socket = t.last();
    const onclose = socket.onclose;
    t.client.stop();
    expect(socket.closedWith).toBe(1000);
    expect(t.statuses.at(-1)).toBe('disconnected');
    onclose?.({ code: 1000 } as CloseEvent);
    expect(t.timers).toHaveLength(0);

    const u = setup();
    u.client.start();
    u.last().drop();
    u.client.stop();
    expect(u.timers[0]?.cancelled).toBe(true);
    expect(u.sockets).toHaveLength(1);
  });

  it('tries at once when asked while waiting, but not while a socket is open or opening', () => {
    const t = setup();
    t.client.start();
    t.client.reconnectNow();
    expect(t.sockets).toHaveLength(1);
    t.last().drop();
    t.fire();
    t.last().drop();
    t.client.reconnectNow();
    expect(t.timers.at(-1)?.cancelled).toBe(true);
    expect(t.sockets).toHaveLength(3);
    t.last().drop();
    expect(t.timers.at(-1)?.delayMs).toBe(1000);
  });

  it('retries when the socket cannot even be created', () => {
    let calls = 0;
    const timers: number[] = [];
    const client = new RealtimeClient({
      url: 'ws://example.test/ws',
      parse: parseRealtimeMessage,
      createSocket: () => {
        calls += 1;
        throw new Error('blocked');
      },
      random: () => 0.5,
      schedule: (_callback, delayMs) => {
        timers.push(delayMs);
        return 0 as unknown as ReturnType<typeof setTimeout>;
      },
      onMessage: () => undefined,
    });
    client.start();
    expect(calls).toBe(1);
    expect(timers).toEqual([1000]);
    expect(client.currentStatus).toBe('disconnected');
  });
});
