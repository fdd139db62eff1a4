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

export interface LatencyTarget {
  session: HttpSession;
  /** Path of request `i` (warm-up requests included), so that a parameter can vary. */
  path: (i: number) => string;
}

export interface TargetLatencies {
  /** Milliseconds of each request, warm-up left out. */
  ms: number[];
  /** The path of each request (same order as `ms`). */
  paths: string[];
}

/**
 * `count` requests of each target after `warmup` of each, one after the other on kept-alive
 * connections, in rounds of one request per target whose order rotates from round to round, so
 * that load drifting during the run falls on every target alike.
 */
export async function interleavedLatencies(targets: readonly LatencyTarget[], count: number, warmup: number): Promise<TargetLatencies[]> {
  const results: TargetLatencies[] = targets.map(() => ({ ms: [], paths: [] }));
  for (let i = 0; i < warmup + count; i++) {
    for (let k = 0; k < targets.length; k++) {
      const t = (i + k) % targets.length;
      const path = targets[t]!.path(i);
      const ms = await targets[t]!.session.timeGet(path);
      if (i >= warmup) {
        results[t]!.ms.push(ms);
        results[t]!.paths.push(path);
      }
    }
  }
  return results;
}
