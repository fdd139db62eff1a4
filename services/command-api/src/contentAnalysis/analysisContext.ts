import type { AnalysisContext } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';

/**
 * What the sending engine adds to campaign e-mail on this server: the unsubscribe link and header
 * when PUBLIC_URL is https, the sender's postal address when SENDER_POSTAL_ADDRESS is set.
 */
export function analysisContext(runtime: Runtime): AnalysisContext {
  return {
    footer: {
      unsubscribe: runtime.config.PUBLIC_URL?.startsWith('https://') ?? false,
      postalAddress: Boolean(runtime.config.SENDER_POSTAL_ADDRESS),
    },
  };
}
