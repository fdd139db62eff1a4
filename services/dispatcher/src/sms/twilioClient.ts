import twilio from 'twilio';

/**
 * The twilio SDK's HTTP client, sending every request to `baseUrl` instead of Twilio's hosts
 * (https://api.twilio.com and friends): the SDK builds the full Twilio URL, this keeps its path
 * and query and swaps the origin. Used when TWILIO_API_URL is set (tests: a local fake Twilio).
 */
export class BaseUrlRequestClient extends twilio.RequestClient {
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
export function createTwilioClient(accountSid: string, authToken: string, apiUrl?: string): twilio.Twilio {
  const timeout = 15_000;
  return twilio(accountSid, authToken, {
    timeout,
    // Only 429 answers are retried: Twilio did not accept those requests, so nothing is sent twice.
    autoRetry: true,
    maxRetries: 3,
    ...(apiUrl ? { httpClient: new BaseUrlRequestClient(apiUrl, { timeout, autoRetry: true, maxRetries: 3 }) } : {}),
  });
}
