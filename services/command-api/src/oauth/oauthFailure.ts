/**
 * The spec's return codes for a sign-in that failed at the provider (query `error=` on /settings),
 * the same for Microsoft and Google.
 */
export type OAuthErrorCode =
  | 'redirect_uri_mismatch'
  | 'invalid_grant_code_expired'
  | 'invalid_client_secret'
  | 'app_not_found_in_tenant'
  | 'token_exchange_failed';

export interface OAuthFailure {
  code: OAuthErrorCode;
  /** The provider's own text (its error description), for `details=` of a failed exchange; never a token. */
  details: string;
}

/** A code and the pattern of the provider's error code or text that stands for it; the first match wins. */
export type OAuthFailureRule = readonly [OAuthErrorCode, RegExp];

/** The OAuth 2.0 error codes (RFC 6749 §5.2) any authorization server answers with. */
export const STANDARD_OAUTH_FAILURES: readonly OAuthFailureRule[] = [
  ['redirect_uri_mismatch', /redirect_uri_mismatch|redirect_uri\b.*(mismatch|does not match|not match)/i],
  ['invalid_client_secret', /invalid_client\b/i],
  ['invalid_grant_code_expired', /invalid_grant\b/i],
];

const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The error code and words of a failure, whatever raised it: msal's errors (`errorCode`,
 * `errorMessage`, `subError`), gaxios' (google-auth-library: the token endpoint's JSON body
 * `{error, error_description}` in `response.data`), the callback's own `error`/`error_description`
 * pair, or anything else.
 */
export function oauthErrorText(error: unknown): { code: string; message: string } {
  if (error && typeof error === 'object') {
    const e = error as { errorCode?: unknown; errorMessage?: unknown; message?: unknown; subError?: unknown; response?: { data?: unknown } };
    const body = e.response && typeof e.response.data === 'object' && e.response.data ? (e.response.data as Record<string, unknown>) : {};
    const code = str(e.errorCode) ?? str(body['error']) ?? '';
    // gaxios' own message is the body's `error` again: said once, as the code.
    const own = str(e.message) === code ? undefined : str(e.message);
    const message = [str(e.errorMessage), str(body['error_description']), str(e.subError), own].filter(Boolean).join(' ');
    return { code, message };
  }
  return { code: '', message: String(error) };
}

/**
 * Which of the spec's codes a failure stands for: the provider's own rules first (e.g. Microsoft's
 * AADSTS numbers), then the standard OAuth codes. Anything else is a failed exchange, with the
 * server's words as details.
 */
export function classifyOAuthFailure(error: unknown, rules: readonly OAuthFailureRule[] = STANDARD_OAUTH_FAILURES): OAuthFailure {
  const { code, message } = oauthErrorText(error);
  const all = `${code} ${message}`;
  const details = message.split(/\r?\n/)[0]!.replace(/\s+/g, ' ').trim().slice(0, 300) || code || 'The authorization code could not be exchanged';
  const rule = [...rules, ...STANDARD_OAUTH_FAILURES].find(([, pattern]) => pattern.test(all));
  return { code: rule ? rule[0] : 'token_exchange_failed', details };
}
