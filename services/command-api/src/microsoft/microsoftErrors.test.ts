import { ServerError } from '@azure/msal-node';
import { describe, expect, it } from 'vitest';
import { microsoftFailure } from './microsoftErrors.ts';

const server = (code: string, message: string) => new ServerError(code, 'corr', message);

describe('microsoftFailure', () => {
  it.each([
    [server('invalid_request', "AADSTS50011: The redirect URI 'http://x/auth/microsoft/callback' specified in the request does not match"), 'redirect_uri_mismatch'],
    [server('invalid_grant', 'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.'), 'invalid_grant_code_expired'],
    [server('invalid_client', 'AADSTS7000215: Invalid client secret provided.'), 'invalid_client_secret'],
    [server('unauthorized_client', "AADSTS700016: Application with identifier 'abc' was not found in the directory 'contoso'."), 'app_not_found_in_tenant'],
    [server('invalid_client', 'client authentication failed'), 'invalid_client_secret'],
    [server('invalid_grant', 'grant request is invalid'), 'invalid_grant_code_expired'],
    [server('temporarily_unavailable', 'AADSTS90033: A transient error has occurred.'), 'token_exchange_failed'],
    [new Error('fetch failed'), 'token_exchange_failed'],
  ])('maps %s to %s', (error, code) => {
    expect(microsoftFailure(error).code).toBe(code);
  });

  it('keeps the first line of the server’s text as details', () => {
    expect(microsoftFailure(server('temporarily_unavailable', 'AADSTS90033: A transient error has occurred.\nTrace ID: 1')).details).toBe('AADSTS90033: A transient error has occurred.');
  });
});
