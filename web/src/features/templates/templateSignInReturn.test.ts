import { describe, expect, it } from 'vitest';
import { readTemplatePageReturn } from './templateSignInReturn.ts';

const read = (query: string) => readTemplatePageReturn(new URLSearchParams(query));

describe('sign-in returns on the template page', () => {
  it('reads nothing from an address without a return', () => {
    expect(read('section=templates')).toBeNull();
  });

  it('reports a connection as everywhere', () => {
    expect(read('success=microsoft_connected')).toMatchObject({ title: 'Microsoft Connected Successfully', connected: true, variant: 'default' });
    expect(read('microsoft_connected=true')).toMatchObject({ connected: true });
    expect(read('success=google_connected')).toMatchObject({ title: 'Google Connected Successfully', connected: true });
  });

  it("uses the template page's words for its three failures and for unknown ones", () => {
    expect(read('error=redirect_uri_mismatch')).toMatchObject({ description: 'OAuth configuration error. Please contact support.', variant: 'destructive', connected: false });
    expect(read('error=invalid_client_secret')).toMatchObject({ description: 'OAuth credentials invalid. Please contact support.' });
    expect(read('error=token_exchange_failed&details=AADSTS1234')).toMatchObject({ description: 'Token exchange failed. Please try again.' });
    expect(read('error=something_else')).toMatchObject({ title: 'Authentication Failed', description: 'Authentication failed. Please try again.' });
  });

  it('reports the other codes of the spec as Settings does', () => {
    expect(read('error=oauth_failed')).toMatchObject({ title: 'Microsoft Connection Failed' });
    expect(read('error=no_auth_code')).toMatchObject({ title: 'Authorization Failed' });
    expect(read('error=oauth_callback_failed')).toMatchObject({ title: 'Connection Error' });
    expect(read('error=invalid_grant_code_expired')).toMatchObject({ title: 'Authorization Code Expired' });
    expect(read('error=app_not_found_in_tenant')).toMatchObject({ title: 'Application Not Found' });
    expect(read('error=oauth_failed&provider=google')).toMatchObject({ title: 'Google Connection Failed' });
  });
});
