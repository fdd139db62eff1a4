import type { SignInReturnMessage } from '../../shared/signInReturn/useSignInReturn.ts';

export type MicrosoftReturnMessage = SignInReturnMessage;

/** Query parameters the Microsoft sign-in callback may append; all are removed after reading. */
export const MICROSOFT_RETURN_PARAMS = ['microsoft_connected', 'success', 'error', 'details'] as const;

const ERROR_MESSAGES: Record<string, Omit<MicrosoftReturnMessage, 'variant' | 'connected'>> = {
  oauth_failed: {
    title: 'Microsoft Connection Failed',
    description: 'Your Microsoft 365 account could not be connected. Please try again.',
  },
  no_auth_code: {
    title: 'Authorization Failed',
    description: 'No authorization code was received from Microsoft. Please try again.',
  },
  oauth_callback_failed: {
    title: 'Connection Error',
    description: 'Something went wrong while completing the Microsoft connection. Please try again.',
  },
  redirect_uri_mismatch: {
    title: 'Configuration Error',
    description: 'The redirect URI does not match the one registered for the application.',
  },
  invalid_grant_code_expired: {
    title: 'Authorization Code Expired',
    description: 'The authorization code has expired or was already used. Please try again.',
  },
  invalid_client_secret: {
    title: 'Configuration Error',
    description: 'The application client credentials are invalid.',
  },
  app_not_found_in_tenant: {
    title: 'Application Not Found',
    description: 'The application was not found in your Microsoft tenant.',
  },
};

const TOKEN_EXCHANGE_FAILED = {
  title: 'Token Exchange Failed',
  description: 'The authorization code could not be exchanged for access. Please try again.',
};

const NOT_CONFIGURED_DESCRIPTION = 'Microsoft 365 is not set up on this server: set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET';

const UNKNOWN_ERROR = {
  title: 'Authentication Failed',
  description: 'Microsoft authentication failed. Please try again.',
};

/**
 * The message for a return from Microsoft sign-in (`microsoft_connected=true` or
 * `success=microsoft_connected`, or `error=…`), or null when the URL carries none.
 */
export function readMicrosoftReturn(params: URLSearchParams): MicrosoftReturnMessage | null {
  if (params.get('microsoft_connected') === 'true' || params.get('success') === 'microsoft_connected') {
    return {
      title: 'Microsoft Connected Successfully',
      description: 'Your Microsoft 365 account is now connected.',
      variant: 'default',
      connected: true,
    };
  }
  const error = params.get('error');
  // Google's sign-in returns the same codes, marked provider=google (see googleConnection/googleReturn.ts).
  if (error === null || params.get('provider') === 'google') return null;
  if (error === 'token_exchange_failed') {
    const details = params.get('details')?.trim();
    return {
      title: TOKEN_EXCHANGE_FAILED.title,
      description: details || TOKEN_EXCHANGE_FAILED.description,
      variant: 'destructive',
      connected: false,
    };
  }
  if (error === 'microsoft_not_configured') {
    return {
      title: 'Microsoft 365 Not Set Up',
      description: params.get('details')?.trim() || NOT_CONFIGURED_DESCRIPTION,
      variant: 'destructive',
      connected: false,
    };
  }
  const known = ERROR_MESSAGES[error] ?? UNKNOWN_ERROR;
  // The server's own words, when it gave them (a mailbox another account already sends from), replace the generic description.
  const details = params.get('details')?.trim();
  return { ...known, ...(details ? { description: details } : {}), variant: 'destructive', connected: false };
}
