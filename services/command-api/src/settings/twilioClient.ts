import twilio from 'twilio';

/**
 * The twilio SDK's HTTP client sending every request to `baseUrl` instead of Twilio's hosts: the
 * SDK builds the full Twilio URL, this keeps its path and query and swaps the origin (the
 * dispatcher has the same for sending; services share no code but packages).
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

/** A Twilio REST client for one account; `apiUrl` (TWILIO_API_URL) replaces Twilio's API address. */
export function createTwilioClient(accountSid: string, authToken: string, apiUrl?: string, timeout = 10_000): twilio.Twilio {
  return twilio(accountSid, authToken, { timeout, ...(apiUrl ? { httpClient: new BaseUrlRequestClient(apiUrl, { timeout }) } : {}) });
}

/** Twilio's error answer ({code, message, status}) or a failure to reach it, in words. */
export function twilioErrorMessage(error: unknown): string {
  const e = error as { status?: unknown; code?: unknown; message?: unknown } | null;
  if (e && typeof e.status === 'number') {
    const message = typeof e.message === 'string' && e.message ? e.message : `Twilio answered HTTP ${e.status}`;
    return typeof e.code === 'number' || typeof e.code === 'string' ? `${message} (Twilio error ${e.code})` : message;
  }
  const code = e?.code;
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return 'Twilio did not answer in time';
  return `Could not reach Twilio (${typeof code === 'string' ? code : error instanceof Error ? error.message : String(error)})`;
}
