import type { OAuthProvider } from '@outreach/domain';
import type { OAuthReturnTo } from './oauthState.ts';

/** Where the browser goes after a sign-in: the spec's return values on the dashboard and on /settings. */
export const DASHBOARD = '/dashboard';
export const SETTINGS = '/settings';

export const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** The page a sign-in started from (a new e-mail account is added on Settings). */
export const pageOf = (to: OAuthReturnTo | undefined) => (to?.kind === 'dashboard' ? DASHBOARD : SETTINGS);

/**
 * The return addresses of one provider's sign-in. Success is `{provider}_connected=true` on the
 * dashboard and `success={provider}_connected` on Settings (the spec's Microsoft values, and
 * their Google twins). Errors carry the spec's codes; Google's also carry `provider=google`, so the
 * page names the right provider (the spec's Microsoft errors carry no such mark, and keep none).
 */
export function oauthReturns(provider: OAuthProvider) {
  const mark: Record<string, string> = provider === 'microsoft' ? {} : { provider };
  return {
    connected: (to: OAuthReturnTo) =>
      to.kind === 'dashboard' ? withQuery(DASHBOARD, { [`${provider}_connected`]: 'true' }) : withQuery(SETTINGS, { success: `${provider}_connected` }),
    failed: (page: string, error: string, details?: string) => withQuery(page, { error, ...(details ? { details } : {}), ...mark }),
  };
}
