import { describe, expect, it } from 'vitest';
import { readGoogleReturn } from './googleReturn.ts';

const read = (query: string) => readGoogleReturn(new URLSearchParams(query));

describe('readGoogleReturn', () => {
  it('ignores URLs without a Google return, and Microsoft’s errors', () => {
    expect(read('section=settings')).toBeNull();
    expect(read('error=oauth_failed')).toBeNull();
    expect(read('success=microsoft_connected')).toBeNull();
  });

  it('reports a successful connection from the dashboard and from settings', () => {
    expect(read('google_connected=true')).toMatchObject({ title: 'Google Connected Successfully', variant: 'default', connected: true });
    expect(read('success=google_connected')).toMatchObject({ title: 'Google Connected Successfully', connected: true });
  });

  it.each([
    ['oauth_failed', 'Google Connection Failed'],
    ['no_auth_code', 'Authorization Failed'],
    ['oauth_callback_failed', 'Connection Error'],
    ['redirect_uri_mismatch', 'Configuration Error'],
    ['invalid_grant_code_expired', 'Authorization Code Expired'],
    ['invalid_client_secret', 'Configuration Error'],
    ['something_else', 'Authentication Failed'],
  ])('maps error=%s&provider=google to %s', (error, title) => {
    expect(read(`error=${error}&provider=google`)).toMatchObject({ title, variant: 'destructive', connected: false });
  });

  it('shows the details of a failed token exchange when given', () => {
    expect(read('error=token_exchange_failed&details=Invalid%20issuer&provider=google')?.description).toBe('Invalid issuer');
    expect(read('error=token_exchange_failed&provider=google')?.description).toMatch(/could not be exchanged/);
  });

  it('explains a server without a Google OAuth client', () => {
    expect(read('error=google_not_configured&details=Google%20Workspace%20is%20not%20set%20up&provider=google')).toMatchObject({
      title: 'Google Workspace Not Set Up',
      description: 'Google Workspace is not set up',
    });
    expect(read('error=google_not_configured&provider=google')?.description).toMatch(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
  });
});
