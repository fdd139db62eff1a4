import twilio from 'twilio';

/**
 * The twilio SDK's HTTP client, sending every request to `baseUrl` instead of Twilio's hosts
 * (https://api.twilio.com and friends): the SDK builds the full Twilio URL, this keeps its path
 * and query and swaps the origin. Used when TWILIO_API_URL is set (tests: a local fake Twilio).
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  readonly #base: string;
  constructor(baseUrl: string, options?: ConstructorParameters<typeof twilio.RequestClient>[0]) {
    super(options);
    this.#base = baseUrl.replace(/\/+$/, '');
  }
  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
    const target = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: `${this.#base}${target.pathname}${target.search}` });
  }
}

export interface TwilioClientOptions {
  /** TWILIO_API_URL: replaces Twilio's API address. */
  apiUrl?: string | undefined;
  timeoutMs: number;
  /** Retry answers of 429 (Twilio did not accept those requests, so nothing is sent twice), at most this often. */
  retries429?: number;
}

/** A Twilio REST client for one account. */
export function createTwilioClient(accountSid: string, authToken: string, options: TwilioClientOptions): twilio.Twilio {
  const http = { timeout: options.timeoutMs, ...(options.retries429 ? { autoRetry: true, maxRetries: options.retries429 } : {}) };
  return twilio(accountSid, authToken, { ...http, ...(options.apiUrl ? { httpClient: new BaseUrlRequestClient(options.apiUrl, http) } : {}) });
}

/**
 * Twilio's error answer ({code, message, status}) or a failure to reach it, in words;
 * `timedOut` is what a request that got no answer in time is called.
 */
export function twilioErrorMessage(error: unknown, timedOut = 'Twilio did not answer in time'): string {
  const e = error as { status?: unknown; code?: unknown; message?: unknown } | null;
  if (e && typeof e.status === 'number') {
    const message = typeof e.message === 'string' && e.message ? e.message : `Twilio answered HTTP ${e.status}`;
    return typeof e.code === 'number' || typeof e.code === 'string' ? `${message} (Twilio error ${e.code})` : message;
  }
  const code = e?.code;
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return timedOut;
  if (code === 'ECONNRESET' || code === 'EPIPE') return `Twilio closed the connection without answering (${code})`;
  return `Could not reach Twilio (${typeof code === 'string' ? code : error instanceof Error ? error.message : String(error)})`;
}
