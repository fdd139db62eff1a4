import { classifyOAuthFailure, type OAuthFailure, type OAuthFailureRule } from '../oauth/oauthFailure.ts';

/** Google's words for a client it does not know (deleted or disabled), before the standard OAuth codes. */
const GOOGLE_FAILURES: readonly OAuthFailureRule[] = [['invalid_client_secret', /\bdeleted_client\b|\bdisabled_client\b|OAuth client was not found/i]];

/**
 * Which of the spec's codes a google-auth-library error (gaxios' answer of the token endpoint) or
 * Google's `error`/`error_description` at the callback stands for; anything else is a failed
 * exchange with Google's words as details.
 */
export function googleFailure(error: unknown): OAuthFailure {
  return classifyOAuthFailure(error, GOOGLE_FAILURES);
}
