import type { ParseRealtimeMessage, RealtimeMessage } from './realtimeMessages.ts';
import { reconnectDelay } from './reconnectDelay.ts';

export const REALTIME_PATH = '/ws';

export type RealtimeStatus = 'connected' | 'disconnected';

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export interface RealtimeSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(code?: number, reason?: string): void;
}

type TimerHandle = ReturnType<typeof setTimeout>;

export interface RealtimeClientOptions {
  url: string;
  /** Reads a frame's text (`parseRealtimeMessage`); null answers are dropped. */
  parse: ParseRealtimeMessage;
  onMessage: (message: RealtimeMessage) => void;
  onStatusChange?: (status: RealtimeStatus) => void;
  /** After every successful open: the first (`reconnected` false) and each reconnect (true). */
  onConnected?: (reconnected: boolean) => void;
  /** An attempt ended without the socket ever opening (refused, e.g. signed out; or the server is away). */
  onAttemptFailed?: (failuresInARow: number) => void;
  createSocket?: (url: string) => RealtimeSocket;
  random?: () => number;
  schedule?: (callback: () => void, delayMs: number) => TimerHandle;
  cancel?: (handle: TimerHandle) => void;
}

/** `ws://host/ws`, or `wss://host/ws` when the page is served over https. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

const NORMAL_CLOSURE = 1000;

/**
 * One socket to /ws that comes back by itself: after a drop or a refused attempt it waits 1 s,
 * doubling to 30 s with jitter; the count starts again once the server has spoken on a socket.
 */
export class RealtimeClient {
  private readonly options: RealtimeClientOptions;
  private socket: RealtimeSocket | null = null;
  private timer: TimerHandle | null = null;
  private failures = 0;
  private running = false;
  private everConnected = false;
  private status: RealtimeStatus = 'disconnected';

  constructor(options: RealtimeClientOptions) {
    this.options = options;
  }

  get currentStatus(): RealtimeStatus {
    return this.status;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  /** Closes the socket for good (sign-out, leaving the app); no reconnect follows. */
  stop(): void {
    this.running = false;
    this.cancelTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      socket.close(NORMAL_CLOSURE, 'closed by the client');
    }
    this.setStatus('disconnected');
  }

  /** Tries at once instead of waiting out the backoff (the browser is back online, the tab is visible again). */
  reconnectNow(): void {
    if (!this.running || this.socket !== null) return;
    this.cancelTimer();
    this.failures = 0;
    this.open();
  }

  private open(): void {
    let socket: RealtimeSocket;
    try {
      socket = (this.options.createSocket ?? createBrowserSocket)(this.options.url);
    } catch {
      this.handleClosed(false);
      return;
    }
    this.socket = socket;
    let opened = false;

    socket.onopen = () => {
      if (this.socket !== socket) return;
      opened = true;
      this.setStatus('connected');
      this.options.onConnected?.(this.everConnected);
      this.everConnected = true;
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      // The server has spoken: this socket works, so the next drop starts the backoff again at 1 s.
      this.failures = 0;
      const message = this.options.parse(event.data);
      if (message) this.options.onMessage(message);
    };
    // A close event always follows an error; the reconnect is decided there.
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      detach(socket);
      this.handleClosed(opened);
    };
  }

  private handleClosed(opened: boolean): void {
    this.setStatus('disconnected');
    if (!this.running) return;
    const delay = reconnectDelay(this.failures, this.options.random);
    this.failures += 1;
    if (!opened) this.options.onAttemptFailed?.(this.failures);
    this.timer = (this.options.schedule ?? setTimeout)(() => {
      this.timer = null;
      if (this.running) this.open();
    }, delay);
  }

  private cancelTimer(): void {
    if (this.timer !== null) (this.options.cancel ?? clearTimeout)(this.timer);
    this.timer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatusChange?.(status);
  }
}

function createBrowserSocket(url: string): RealtimeSocket {
  return new WebSocket(url);
}

function detach(socket: RealtimeSocket): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.onclose = null;
}
