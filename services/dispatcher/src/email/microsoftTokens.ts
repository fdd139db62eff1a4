import { emailAccountSecretName } from '@outreach/domain';
import { freshMicrosoftToken, microsoftAppFrom, MicrosoftTokenUnusable, type MicrosoftMailTokens } from '@outreach/providers';
import type { Runtime } from '@outreach/server-kit';
import { getSecret, putSecret } from '@outreach/server-kit/secrets/secretStore.ts';
import { MailboxUnusable } from './mailboxUnusable.ts';

/**
 * The access tokens of connected Microsoft 365 mailboxes in this process: read from the secret
 * store once, renewed from the refresh token shortly before they expire (one renewal at a time
 * per mailbox), and the renewed tokens stored back.
 */
export class MicrosoftTokens {
  readonly #tokens = new Map<string, MicrosoftMailTokens>();
  readonly #renewing = new Map<string, Promise<string>>();

  constructor(private readonly runtime: Pick<Runtime, 'pg' | 'keys' | 'config' | 'clock'>) {}

  accessToken(accountId: string): Promise<string> {
    let pending = this.#renewing.get(accountId);
    if (!pending) {
      pending = this.#fresh(accountId).finally(() => this.#renewing.delete(accountId));
      this.#renewing.set(accountId, pending);
    }
    return pending;
  }

  async #fresh(accountId: string): Promise<string> {
    const app = microsoftAppFrom(this.runtime.config);
    if (!app) throw new MailboxUnusable('Microsoft 365 is not set up on this server: set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET');
    const { pg, keys } = this.runtime;
    let tokens = this.#tokens.get(accountId);
    if (!tokens) {
      const stored = await getSecret(pg, keys.secretsKey, emailAccountSecretName(accountId));
      if (!stored) throw new MailboxUnusable('The Microsoft 365 mailbox has no sign-in stored: connect it again');
      tokens = JSON.parse(stored) as MicrosoftMailTokens;
    }
    try {
      const fresh = await freshMicrosoftToken(app, tokens, this.runtime.clock.now());
      if (fresh.refreshed) await putSecret(pg, keys.secretsKey, emailAccountSecretName(accountId), JSON.stringify(fresh.tokens));
      this.#tokens.set(accountId, fresh.tokens);
      return fresh.tokens.accessToken;
    } catch (error) {
      if (error instanceof MicrosoftTokenUnusable) throw new MailboxUnusable(error.message);
      throw error;
    }
  }
}
