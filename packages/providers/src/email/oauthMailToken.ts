/** What every connected OAuth mailbox (Microsoft 365, Google Workspace) keeps in the secret store; each provider adds its own. */
export interface OAuthMailTokens {
  accessToken: string;
  refreshToken: string | null;
  /** ISO instant the access token expires. */
  expiresOn: string | null;
}

/** A token expiring sooner than this is renewed before a send. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

/** The provider refused to renew a mailbox's sign-in (revoked, expired, no refresh token): the mailbox must be connected again. */
export class MailTokenUnusable extends Error {}

/** The tokens to send with, and whether they were renewed (then the caller stores them back). */
export interface FreshMailTokens<T extends OAuthMailTokens> {
  tokens: T;
  refreshed: boolean;
}

/** Whether the access token is good for at least TOKEN_REFRESH_MARGIN_MS more at `now`. */
export function tokenStillGood(tokens: Pick<OAuthMailTokens, 'expiresOn'>, now: Date): boolean {
  const expires = tokens.expiresOn ? Date.parse(tokens.expiresOn) : 0;
  return expires - now.getTime() > TOKEN_REFRESH_MARGIN_MS;
}

/**
 * When a renewed token expires on our clock: the lifetime the provider gave (which its library
 * turned into an instant on this machine's clock, `libraryExpiry`), counted from `now`.
 */
export function renewedExpiry(libraryExpiry: Date | number | null | undefined, now: Date): string | null {
  if (libraryExpiry === null || libraryExpiry === undefined) return null;
  const lifetime = new Date(libraryExpiry).getTime() - Date.now();
  return new Date(now.getTime() + lifetime).toISOString();
}
