import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { Client } from 'undici';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Requests to one origin over a single kept-alive connection (undici Client, no pipelining), the
 * way a browser tab talks to the API; `headers` (the session cookie) go with every request.
 */
export class HttpSession {
  readonly #client: Client;
  readonly headers: Record<string, string>;

  constructor(origin: string, headers: Record<string, string> = {}) {
    this.#client = new Client(origin, { keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000, pipelining: 1, headersTimeout: 120_000, bodyTimeout: 120_000 });
    this.headers = { ...headers };
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    body?: string | Readable,
    contentType?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const res = await this.#client.request({
      method,
      path,
      headers: { ...this.headers, ...extraHeaders, ...(contentType ? { 'content-type': contentType } : {}) },
      ...(body === undefined ? {} : { body }),
    });
    return { status: res.statusCode, headers: res.headers, body: await res.body.text() };
  }

  /** GET, refusing anything but 200; the parsed JSON body. */
  async getJson<T>(path: string): Promise<T> {
    return json<T>('GET', path, await this.request('GET', path), [200]);
  }

  /** POST of a JSON body, refusing a status not listed; the parsed JSON answer and its status. */
  async postJson<T>(path: string, payload: unknown, accept: readonly number[] = [200, 201, 202]): Promise<{ status: number; json: T }> {
    const answer = await this.request('POST', path, JSON.stringify(payload), 'application/json');
    return { status: answer.status, json: json<T>('POST', path, answer, accept) };
  }

  /** Milliseconds of one GET, the body read to the end; throws unless 200. */
  async timeGet(path: string): Promise<number> {
    const start = performance.now();
    const answer = await this.request('GET', path);
    const ms = performance.now() - start;
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return ms;
  }

  close(): Promise<void> {
    return this.#client.close();
  }
}

function json<T>(method: string, path: string, answer: HttpAnswer, accept: readonly number[]): T {
  if (!accept.includes(answer.status)) throw new Error(`${method} ${path}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as T;
}

export interface PairedLatencies {
  /** Milliseconds of each measured request, warm-up left out. */
  route: number[];
  /** Milliseconds of each baseline request, warm-up left out. */
  baseline: number[];
  /** The path of each measured request (same order as `route`). */
  paths: string[];
}

/**
 * `count` requests of a route and as many of its baseline after `warmup` of each, one after the
 * other on kept-alive connections, alternating which goes first so that drift falls on both.
 */
export async function pairedLatencies(
  route: { session: HttpSession; path: (i: number) => string },
  baseline: { session: HttpSession; path: string },
  count: number,
  warmup: number,
): Promise<PairedLatencies> {
  const result: PairedLatencies = { route: [], baseline: [], paths: [] };
  for (let i = 0; i < warmup + count; i++) {
    const order = i % 2 === 0 ? (['route', 'baseline'] as const) : (['baseline', 'route'] as const);
    const path = route.path(i);
    for (const which of order) {
      const ms = which === 'route' ? await route.session.timeGet(path) : await baseline.session.timeGet(baseline.path);
      if (i >= warmup) result[which].push(ms);
    }
    if (i >= warmup) result.paths.push(path);
  }
  return result;
}
