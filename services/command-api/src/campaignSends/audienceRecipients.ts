import { campaignAudiencePage } from '@outreach/projector/audience/campaignAudience.ts';
import type { AudienceRecipient, RecipientFilter } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';

/** Recipients read in one query: the whole audience of most sends in one or two, never all 96,000 agents' rows at once. */
const AUDIENCE_PAGE = 20_000;

/**
 * Every contact the recipient filter selects now, less suppressed addresses and addresses verified
 * invalid, in contact order, read page by page; each address once (two contacts may share one on
 * the read side for a moment, a merge being projected: the first one gets the e-mail).
 */
export async function readAudience(runtime: Pick<Runtime, 'db'>, filter: RecipientFilter): Promise<AudienceRecipient[]> {
  const recipients: AudienceRecipient[] = [];
  for (;;) {
    const after = recipients.at(-1)?.contactId ?? null;
    const page = await campaignAudiencePage(runtime.db, filter, after, AUDIENCE_PAGE);
    recipients.push(...page);
    if (page.length < AUDIENCE_PAGE) break;
  }
  const seen = new Set<string>();
  return recipients.filter((r) => !seen.has(r.email) && !!seen.add(r.email));
}
