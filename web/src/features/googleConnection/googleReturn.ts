import type { SignInReturnMessage } from '../../shared/signInReturn/useSignInReturn.ts';

export type GoogleReturnMessage = SignInReturnMessage;

/**
 * How a return from Google sign-in is told apart: success is `google_connected=true` (dashboard)
 * or `success=google_connected` (Settings); an error carries the same codes as Microsoft's, marked
 * `provider=google`.
 */
export const GOOGLE_PROVIDER_MARK = 'google';

const ERROR_MESSAGES: Record<string, Omit<GoogleReturnMessage, 'variant' | 'connected'>> = {
  oauth_failed: {
    title: 'Google Connection Failed',
    description: 'Your Google Workspace account could not be connected. Please try again.',
  },
  no_auth_code: {
    title: 'Authorization Failed',
    description: 'No authorization code was received from Google. Please try again.',
  },
  oauth_callback_failed: {
    title: 'Connection Error',
    description: 'Something went wrong while completing the Google connection. Please try again.',
  },
  redirect_uri_mismatch: {
    title: 'Configuration Error',
    description: 'The redirect URI does not match the one registered for the OAuth client.',
  },
  invalid_grant_code_expired: {
    title: 'Authorization Code Expired',
    description: 'The authorization code has expired or was already used. Please try again.',
  },
  invalid_client_secret: {
    title: 'Configuration Error',
    description: 'The OAuth client credentials are invalid.',
  },
};

const TOKEN_EXCHANGE_FAILED = 'The authorization code could not be exchanged for access. Please try again.';
const NOT_CONFIGURED_DESCRIPTION = 'Google Workspace is not set up on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET';
const UNKNOWN_ERROR = { title: 'Authentication Failed', description: 'Google authentication failed. Please try again.' };

/** The message for a return from Google sign-in, or null when the URL carries none (or carries Microsoft's). */
export function readGoogleReturn(params: URLSearchParams): GoogleReturnMessage | null {
  if (params.get('google_connected') === 'true' || params.get('success') === 'google_connected') {
    return { title: 'Google Connected Successfully', description: 'Your Google Workspace account is now connected.', variant: 'default', connected: true };
  }
  const error = params.get('error');
  if (error === null || params.get('provider') !== GOOGLE_PROVIDER_MARK) return null;
  const details = params.get('details')?.trim();
  if (error === 'token_exchange_failed') return { title: 'Token Exchange Failed', description: details || TOKEN_EXCHANGE_FAILED, variant: 'destructive', connected: false };
  if (error === 'google_not_configured') {
    return { title: 'Google Workspace Not Set Up', description: details || NOT_CONFIGURED_DESCRIPTION, variant: 'destructive', connected: false };
  }
  // The server's own words, when it gave them (a mailbox another account already sends from), replace the generic description.
  return { ...(ERROR_MESSAGES[error] ?? UNKNOWN_ERROR), ...(details ? { description: details } : {}), variant: 'destructive', connected: false };
}
