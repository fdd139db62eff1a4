/**
 * Microsoft's sign-in in the journeys: `serve.ts` starts a real OpenID provider (`oidc-provider`
 * over HTTPS with a self-signed certificate) standing in for it, registers the platform's
 * callback, and signs in this mailbox at once. The browser accepts the provider's certificate
 * (`ignoreHTTPSErrors` in the journey); the platform trusts it explicitly.
 */
export const E2E_MICROSOFT_MAILBOX = { sub: 'e2e-mailbox', email: 'casey.morgan@contoso.example', name: 'Casey Morgan' };
export const E2E_MICROSOFT_CLIENT = { id: 'e2e-outreach-app', secret: 'e2e-outreach-app-secret' };
