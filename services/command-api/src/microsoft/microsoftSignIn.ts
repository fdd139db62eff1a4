import { ConfidentialClientApplication, LogLevel, ResponseMode } from '@azure/msal-node';
import type { MicrosoftMailTokens } from '@outreach/providers';
import { MICROSOFT_LOGIN_HOST, MICROSOFT_MAIL_SCOPES, type MicrosoftSetup } from './microsoftSetup.ts';

type Configured = Extract<MicrosoftSetup, { configured: true }>;

/** What the encrypted secret store keeps for a connected mailbox (never in an event or an answer): what the dispatcher sends and renews with. */
export type MicrosoftTokens = MicrosoftMailTokens;

export interface MicrosoftSignIn {
  /** The signed-in mailbox (preferred_username, else email, else upn), lower case. */
  email: string | null;
  name: string | null;
  tenantId: string | null;
  tokens: MicrosoftTokens;
}

/**
 * A fresh msal client per sign-in (nothing of one user's tokens lingers in memory). Microsoft's
 * own host is trusted by msal; any other authority host (a sovereign cloud, a test stand-in) is
 * declared known so msal reads its metadata from `{authority}/v2.0/.well-known/openid-configuration`
 * instead of asking Microsoft's instance discovery.
 */
function msalClient(setup: Configured): ConfidentialClientApplication {
  const known = setup.authorityHost === MICROSOFT_LOGIN_HOST ? {} : { knownAuthorities: [new URL(setup.authorityHost).host] };
  return new ConfidentialClientApplication({
    auth: { clientId: setup.clientId, clientSecret: setup.clientSecret, authority: setup.authority, ...known },
    system: { loggerOptions: { logLevel: LogLevel.Error, piiLoggingEnabled: false, loggerCallback: () => undefined } },
  });
}

/** The authorize URL the browser is sent to: code flow with PKCE (S256), our state, the mail scopes. */
export async function microsoftAuthorizeUrl(setup: Configured, redirectUri: string, state: string, codeChallenge: string): Promise<string> {
  return msalClient(setup).getAuthCodeUrl({
    scopes: MICROSOFT_MAIL_SCOPES,
    redirectUri,
    state,
    codeChallenge,
    codeChallengeMethod: 'S256',
    responseMode: ResponseMode.QUERY,
    prompt: 'select_account',
  });
}

const claim = (claims: Record<string, unknown>, name: string) => (typeof claims[name] === 'string' && claims[name] ? (claims[name] as string) : null);

/** Exchange the code (msal's acquireTokenByCode) and read who signed in from the ID token. Throws msal's error when the exchange fails. */
export async function exchangeMicrosoftCode(setup: Configured, redirectUri: string, code: string, verifier: string): Promise<MicrosoftSignIn> {
  const client = msalClient(setup);
  const result = await client.acquireTokenByCode({ code, scopes: MICROSOFT_MAIL_SCOPES, redirectUri, codeVerifier: verifier });
  const claims = (result.idTokenClaims ?? {}) as Record<string, unknown>;
  const email = claim(claims, 'preferred_username') ?? claim(claims, 'email') ?? claim(claims, 'upn') ?? result.account?.username ?? null;
  const msalCache = client.getTokenCache().serialize();
  const cached = JSON.parse(msalCache) as { RefreshToken?: Record<string, { secret?: string }> };
  const refreshToken = Object.values(cached.RefreshToken ?? {})[0]?.secret ?? null;
  return {
    email: email && email.includes('@') ? email.trim().toLowerCase() : null,
    name: claim(claims, 'name'),
    tenantId: claim(claims, 'tid') ?? (result.tenantId || null),
    tokens: {
      accessToken: result.accessToken,
      refreshToken,
      expiresOn: result.expiresOn ? result.expiresOn.toISOString() : null,
      homeAccountId: result.account?.homeAccountId ?? null,
      msalCache,
    },
  };
}
