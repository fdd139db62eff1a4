/** The spec's return codes for a sign-in that failed at Microsoft (query `error=` on /settings). */
export type MicrosoftErrorCode =
  | 'redirect_uri_mismatch'
  | 'invalid_grant_code_expired'
  | 'invalid_client_secret'
  | 'app_not_found_in_tenant'
  | 'token_exchange_failed';

export interface MicrosoftFailure {
  code: MicrosoftErrorCode;
  /** Microsoft's own text (AADSTS… description), for `details=` of a failed exchange; never a token. */
  details: string;
}

const text = (error: unknown): { code: string; message: string } => {
  if (error && typeof error === 'object') {
    const e = error as { errorCode?: unknown; errorMessage?: unknown; message?: unknown; subError?: unknown };
    return {
      code: typeof e.errorCode === 'string' ? e.errorCode : '',
      message: [e.errorMessage, e.subError, e.message].filter((v) => typeof v === 'string' && v).join(' '),
    };
  }
  return { code: '', message: String(error) };
};

/**
 * Which of the spec's codes an msal error (or an authorization server's `error`/`error_description`)
 * stands for: Microsoft's AADSTS numbers first, then the OAuth error codes any authorization
 * server answers with. Anything else is a failed exchange, with the server's words as details.
 */
export function microsoftFailure(error: unknown): MicrosoftFailure {
  const { code, message } = text(error);
  const all = `${code} ${message}`;
  const details = message.split(/\r?\n/)[0]!.replace(/\s+/g, ' ').trim().slice(0, 300) || code || 'The authorization code could not be exchanged';
  const is = (pattern: RegExp) => pattern.test(all);
  if (is(/AADSTS50011\b|AADSTS500112\b|redirect_uri_mismatch|redirect_uri\b.*(mismatch|does not match|not match)/i)) return { code: 'redirect_uri_mismatch', details };
  if (is(/AADSTS700016\b|AADSTS90002\b|unauthorized_client|application .* was not found/i)) return { code: 'app_not_found_in_tenant', details };
  if (is(/AADSTS7000215\b|AADSTS7000222\b|AADSTS7000218\b|invalid_client\b/i)) return { code: 'invalid_client_secret', details };
  if (is(/AADSTS70008\b|AADSTS54005\b|AADSTS70000\b|invalid_grant\b/i)) return { code: 'invalid_grant_code_expired', details };
  return { code: 'token_exchange_failed', details };
}
