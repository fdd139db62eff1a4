import { describe, expect, it } from 'vitest';
import { readMicrosoftReturn } from './microsoftReturn.ts';

const read = (query: string) => readMicrosoftReturn(new URLSearchParams(query));

describe('readMicrosoftReturn', () => {
  it('ignores URLs without a Microsoft return', () => {
    expect(read('section=settings')).toBeNull();
    expect(read('error=oauth_failed&provider=google')).toBeNull();
  });

  it('reports a successful connection from the dashboard and from settings', () => {
    expect(read('microsoft_connected=true')).toMatchObject({ title: 'Microsoft Connected Successfully', variant: 'default', connected: true });
    expect(read('success=microsoft_connected')).toMatchObject({ title: 'Microsoft Connected Successfully', connected: true });
  });

  it.each([
    ['oauth_failed', 'Microsoft Connection Failed'],
    ['no_auth_code', 'Authorization Failed'],
    ['oauth_callback_failed', 'Connection Error'],
    ['redirect_uri_mismatch', 'Configuration Error'],
    ['invalid_grant_code_expired', 'Authorization Code Expired'],
    ['invalid_client_secret', 'Configuration Error'],
    ['app_not_found_in_tenant', 'Application Not Found'],
    ['something_else', 'Authentication Failed'],
  ])('maps error=%s to %s', (error, title) => {
    expect(read(`error=${error}`)).toMatchObject({ title, variant: 'destructive', connected: false });
  });

  it('shows the details of a failed token exchange when given', () => {
    expect(read('error=token_exchange_failed&details=AADSTS70008')?.description).toBe('AADSTS70008');
    expect(read('error=token_exchange_failed')?.description).toMatch(/could not be exchanged/);
  });

  it("shows the server's own words for a callback it could not complete", () => {
    const message = readMicrosoftReturn(new URLSearchParams('error=oauth_callback_failed&details=dana%40listingpro.example+is+already+the+from+e-mail'));
    expect(message).toMatchObject({ title: 'Connection Error', description: 'dana@listingpro.example is already the from e-mail', connected: false });
  });

  it('explains a server without a Microsoft app registration', () => {
    expect(read('error=microsoft_not_configured&details=Microsoft%20365%20is%20not%20set%20up')).toMatchObject({
      title: 'Microsoft 365 Not Set Up',
      description: 'Microsoft 365 is not set up',
      variant: 'destructive',
    });
    expect(read('error=microsoft_not_configured')?.description).toMatch(/MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET/);
  });
});
