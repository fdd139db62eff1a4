import type { SignInReturnMessage } from '../../shared/signInReturn/useSignInReturn.ts';
import { readGoogleReturn } from '../googleConnection/googleReturn.ts';
import { readMicrosoftReturn } from '../microsoftConnection/microsoftReturn.ts';

/** The template page's own words for three sign-in failures, and for any it does not know (spec part 2 §8). */
const TEMPLATE_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  redirect_uri_mismatch: 'OAuth configuration error. Please contact support.',
  invalid_client_secret: 'OAuth credentials invalid. Please contact support.',
  token_exchange_failed: 'Token exchange failed. Please try again.',
};
const OTHER_FAILURE = 'Authentication failed. Please try again.';
/** Failures the template page reports as Settings and the dashboard do. */
const REPORTED_AS_ELSEWHERE = new Set(['oauth_failed', 'no_auth_code', 'oauth_callback_failed', 'invalid_grant_code_expired', 'app_not_found_in_tenant', 'microsoft_not_configured']);

/**
 * The message for a sign-in return on the template page: a connection (`success=microsoft_connected`,
 * `microsoft_connected=true`, Google's twins) as everywhere; the spec's template-page texts for
 * redirect_uri_mismatch, invalid_client_secret and token_exchange_failed; the other known codes
 * as on Settings; anything else 'Authentication failed. Please try again.'. Null without a return.
 */
export function readTemplatePageReturn(params: URLSearchParams): SignInReturnMessage | null {
  const google = readGoogleReturn(params);
  if (google) return google;
  const microsoft = readMicrosoftReturn(params);
  if (!microsoft || microsoft.connected) return microsoft;
  const error = params.get('error') ?? '';
  const description = TEMPLATE_PAGE_DESCRIPTIONS[error] ?? (REPORTED_AS_ELSEWHERE.has(error) ? microsoft.description : OTHER_FAILURE);
  return { ...microsoft, description };
}
