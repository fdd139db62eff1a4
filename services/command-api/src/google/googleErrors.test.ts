import { describe, expect, it } from 'vitest';
import { googleFailure } from './googleErrors.ts';

/** What google-auth-library throws when the token endpoint refuses: gaxios' error with the JSON body in `response.data`. */
const tokenEndpoint = (error: string, description?: string) =>
  Object.assign(new Error(error), { response: { status: 400, data: { error, ...(description ? { error_description: description } : {}) } } });

describe('googleFailure', () => {
  it.each([
    [tokenEndpoint('invalid_grant', 'Bad Request'), 'invalid_grant_code_expired'],
    [tokenEndpoint('invalid_client', 'Unauthorized'), 'invalid_client_secret'],
    [tokenEndpoint('invalid_client', 'The OAuth client was not found.'), 'invalid_client_secret'],
    [tokenEndpoint('deleted_client', 'The OAuth client was deleted.'), 'invalid_client_secret'],
    [tokenEndpoint('redirect_uri_mismatch', 'Bad Request'), 'redirect_uri_mismatch'],
    [{ errorCode: 'access_denied', errorMessage: '' }, 'token_exchange_failed'],
    [new Error('request to https://oauth2.googleapis.com/token failed, reason: connect ECONNREFUSED'), 'token_exchange_failed'],
  ])('maps %s to %s', (error, code) => {
    expect(googleFailure(error).code).toBe(code);
  });

  it('keeps Google’s description as the details of a failed exchange', () => {
    expect(googleFailure(tokenEndpoint('temporarily_unavailable', 'Try again later')).details).toBe('Try again later');
  });
});
