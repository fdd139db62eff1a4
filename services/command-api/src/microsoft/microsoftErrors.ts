import { classifyOAuthFailure, type OAuthErrorCode, type OAuthFailure, type OAuthFailureRule } from '../oauth/oauthFailure.ts';

/** The spec's return codes for a sign-in that failed at Microsoft (query `error=` on /settings). */
export type MicrosoftErrorCode = OAuthErrorCode;
export type MicrosoftFailure = OAuthFailure;

/** Microsoft's AADSTS numbers (and its words for an unknown application), before the standard OAuth codes. */
const MICROSOFT_FAILURES: readonly OAuthFailureRule[] = [
  ['redirect_uri_mismatch', /AADSTS50011\b|AADSTS500112\b/i],
  ['app_not_found_in_tenant', /AADSTS700016\b|AADSTS90002\b|unauthorized_client|application .* was not found/i],
  ['invalid_client_secret', /AADSTS7000215\b|AADSTS7000222\b|AADSTS7000218\b/i],
  ['invalid_grant_code_expired', /AADSTS70008\b|AADSTS54005\b|AADSTS70000\b/i],
];

/**
 * Which of the spec's codes an msal error (or an authorization server's `error`/`error_description`)
 * stands for: Microsoft's AADSTS numbers first, then the OAuth error codes any authorization
 * server answers with. Anything else is a failed exchange, with the server's words as details.
 */
export function microsoftFailure(error: unknown): MicrosoftFailure {
  return classifyOAuthFailure(error, MICROSOFT_FAILURES);
}
