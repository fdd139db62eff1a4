import { getMinPositionHeader, MIN_POSITION_HEADER, EVENT_POSITION_HEADER, READ_STALE_HEADER, rememberEventPosition } from './eventPosition.ts';

export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A read that asked for its own writes and got `X-Read-Stale: true` (the read side waited 2 s and
 * had not caught up: a busy server) is read again, at most this many times, within the timeout.
 */
export const STALE_READ_RETRIES = 3;
export const REQUEST_TIMEOUT_MESSAGE = 'Request timeout - please check your connection and try again';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A body sent as it is (a file, a blob, text) with its own content type instead of JSON. */
export interface RawBody {
  content: Blob | string;
  contentType: string;
}

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Sent as JSON with `Content-Type: application/json`; omitted entirely when undefined. */
  body?: unknown;
  /** Sent instead of `body` as it is, e.g. an uploaded CSV file (`text/csv`). */
  rawBody?: RawBody;
  /** Extra request headers (e.g. `X-File-Name` of an upload). */
  headers?: Record<string, string>;
  /** `'null'` answers a 401 with `null` instead of throwing (used by the current-user check). */
  on401?: 'throw' | 'null';
  signal?: AbortSignal;
  /** Overrides the 30 s abort; meant for tests. */
  timeoutMs?: number;
}

/**
 * A non-OK answer. The message stays `"{status}: {detail}"`; the status and status text are kept
 * for screens that react to them (a 404 page, a 401 redirect, 'HTTP {status}: {statusText}').
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText: string, detail: string) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
  }
}

/** The HTTP status of a failed call, or null when it failed without an answer (timeout, network). */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * The one fetch helper of the web client: cookies always, JSON body only when there is one,
 * abort after 30 s, `"{status}: {message}"` errors, and read-your-writes positions (a read answered
 * stale is read again, up to STALE_READ_RETRIES times).
 * Answers the parsed JSON body, or `null` when the answer has no body.
 */
export async function apiFetch<T>(url: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  const init: RequestInit = { method, credentials: 'include', headers };

  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (options.rawBody !== undefined) {
    headers.set('Content-Type', options.rawBody.contentType);
    init.body = options.rawBody.content;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  if (method === 'GET') {
    const minPosition = getMinPositionHeader();
    if (minPosition !== null) headers.set(MIN_POSITION_HEADER, minPosition);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const handleOuterAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) controller.abort(options.signal.reason);
  else options.signal?.addEventListener('abort', handleOuterAbort, { once: true });
  init.signal = controller.signal;

  try {
    let response = await fetch(url, init);
    for (let retry = 0; retry < STALE_READ_RETRIES && headers.has(MIN_POSITION_HEADER) && response.ok && response.headers.get(READ_STALE_HEADER) === 'true'; retry++) {
      await response.body?.cancel();
      response = await fetch(url, init);
    }
    rememberEventPosition(response.headers.get(EVENT_POSITION_HEADER));

    if (response.status === 401 && options.on401 === 'null') {
      await response.body?.cancel();
      return null as T;
    }
    const text = await response.text();
    if (!response.ok) {
      throw new ApiError(response.status, response.statusText, errorDetail(text, response));
    }
    if (text.trim() === '') return null as T;
    return JSON.parse(text) as T;
  } catch (error) {
    if (timedOut) throw new Error(REQUEST_TIMEOUT_MESSAGE);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', handleOuterAbort);
  }
}

/**
 * The part of an error message after the status: a problem+json `message` when the server sent
 * one, otherwise the raw body text, otherwise the status text.
 */
function errorDetail(text: string, response: Response): string {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (text !== '' && contentType.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
        const { message } = parsed;
        if (typeof message === 'string' && message !== '') return message;
      }
    } catch {
      // not JSON after all: fall back to the raw text
    }
  }
  return text !== '' ? text : response.statusText;
}
