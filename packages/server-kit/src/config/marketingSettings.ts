import type { Config } from './config.ts';

/**
 * The setting marketing e-mail needs that this server lacks, in words a user can act on: the
 * sender's postal address for the footer (CAN-SPAM), then an https address for the unsubscribe
 * link (RFC 8058's one-click); undefined when both are set.
 */
export function missingMarketingSetting(config: Pick<Config, 'SENDER_POSTAL_ADDRESS' | 'PUBLIC_URL'>): string | undefined {
  if (!config.SENDER_POSTAL_ADDRESS) return 'Marketing e-mail needs the sender’s postal address for its footer: set SENDER_POSTAL_ADDRESS';
  if (!config.PUBLIC_URL?.startsWith('https://')) return 'Marketing e-mail needs an https unsubscribe link: set PUBLIC_URL to the https address of this server';
  return undefined;
}
