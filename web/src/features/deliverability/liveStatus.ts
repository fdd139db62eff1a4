import type { Recommendation } from './deliverabilityFacts.ts';

/**
 * What the server says now about two of the recommendations: whether tracking is off (System
 * Settings) and whether the active mailboxes are warming up (email accounts). The others have no
 * live source and keep the status the spec gives them.
 */
export interface LiveFacts {
  /** Undefined until the settings are read. */
  trackingOff?: boolean;
  /** Undefined until the accounts are read. */
  mailboxes?: readonly { isActive: boolean; warmupEnabled: boolean }[];
}

export interface ShownRecommendation extends Recommendation {
  /** Read from the server just now rather than stated. */
  live: boolean;
  /** What the live status rests on ('2 of 3 active mailboxes warming up'). */
  detail?: string;
}

function warmup(mailboxes: LiveFacts['mailboxes']): { status: string; detail: string } | null {
  if (mailboxes === undefined) return null;
  const active = mailboxes.filter((mailbox) => mailbox.isActive);
  if (active.length === 0) return { status: 'no mailboxes', detail: 'No active sending mailbox yet' };
  const warming = active.filter((mailbox) => mailbox.warmupEnabled).length;
  const detail = `${warming} of ${active.length} active mailbox${active.length === 1 ? '' : 'es'} warming up`;
  return { status: warming === 0 ? 'off' : 'active', detail };
}

function tracking(trackingOff: LiveFacts['trackingOff']): { status: string; detail: string } | null {
  if (trackingOff === undefined) return null;
  return trackingOff ? { status: 'completed', detail: 'Tracking is off in System Settings' } : { status: 'pending', detail: 'Tracking is on in System Settings' };
}

/** The recommendations with the live statuses in place of the stated ones, once they are known. */
export function withLiveStatus(recommendations: readonly Recommendation[], facts: LiveFacts): ShownRecommendation[] {
  return recommendations.map((recommendation) => {
    const live = recommendation.id === 'warmup' ? warmup(facts.mailboxes) : recommendation.id === 'tracking' ? tracking(facts.trackingOff) : null;
    return live ? { ...recommendation, ...live, live: true } : { ...recommendation, live: false };
  });
}

/** Tag colour of a status: done green, running blue, waiting gold, anything else (off, no mailboxes) red. */
export function statusColor(status: string): string {
  if (status === 'completed') return 'green';
  if (status === 'active') return 'blue';
  if (status === 'pending') return 'gold';
  return 'red';
}

/** Tag colour of a priority. */
export function priorityColor(priority: Recommendation['priority']): string {
  if (priority === 'high') return 'red';
  if (priority === 'medium') return 'orange';
  return 'default';
}

/** 'Last checked 21:52', or null before the first check. */
export function lastCheckedLabel(checkedAt: number, locale?: string): string | null {
  if (checkedAt <= 0) return null;
  return `Last checked ${new Date(checkedAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}`;
}
