import type { DomainEvent } from '../kit/events.ts';

/** The providers a mailbox is connected through by signing in (OAuth code flow). */
export type OAuthProvider = 'microsoft' | 'google';

/** A used OAuth `state` (stream `oauth-state-{nonce}`, appended with `no_stream`): a second use of the same state is refused. */
export type OAuthStateUsed = DomainEvent<'OAuthStateUsed', { provider: OAuthProvider; nonce: string }>;
export const oauthStateStream = (nonce: string) => `oauth-state-${nonce}`;
