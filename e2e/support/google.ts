/**
 * Google's sign-in in the journeys: `serve.ts` starts a second real OpenID provider (`oidc-provider`
 * over HTTPS with a self-signed certificate) standing in for it, registers the platform's Google
 * callback, and signs in this mailbox at once; the platform reaches its endpoints through the
 * GOOGLE_* overrides and verifies its ID tokens with google-auth-library.
 */
export const E2E_GOOGLE_MAILBOX = { sub: 'e2e-google-mailbox', email: 'riley.park@workspace.example', name: 'Riley Park' };
export const E2E_GOOGLE_CLIENT = { id: 'e2e-outreach-google.apps.example', secret: 'e2e-outreach-google-secret' };
