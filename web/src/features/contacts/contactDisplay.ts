import { TIER_LABELS, type ContactStatus, type Tier } from '@outreach/contracts';

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  unsubscribed: 'Unsubscribed',
};

export const CONTACT_STATUS_COLORS: Record<ContactStatus, string> = {
  active: 'green',
  inactive: 'default',
  unsubscribed: 'red',
};

export const TIER_COLORS: Record<Tier, string> = {
  elite: 'purple',
  'high-performer': 'blue',
  active: 'green',
  moderate: 'gold',
  entry: 'default',
};

interface NamedContact {
  firstName: string | null;
  lastName: string | null;
  agentName?: string | null;
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** First and last name; else the agent name; else the fallback. */
export function contactDisplayName(contact: NamedContact, fallback = 'Unknown Agent'): string {
  const fullName = [clean(contact.firstName), clean(contact.lastName)].filter(Boolean).join(' ');
  return fullName || clean(contact.agentName) || fallback;
}

/** The tier as Contact Management writes it: the id with its hyphen shown as a space ('high performer'). */
export function tierText(tier: string | null | undefined): string {
  return (tier ?? '').replaceAll('-', ' ');
}

/** The tier's label ('High Performer'), or the fallback for a missing or unknown tier. */
export function tierLabel(tier: string | null | undefined, fallback = 'Unranked'): string {
  return tier && tier in TIER_LABELS ? TIER_LABELS[tier as Tier] : fallback;
}

/** 'City, ST' from whichever parts exist; '' when neither does. */
export function locationText(city: string | null | undefined, state: string | null | undefined): string {
  return [clean(city), clean(state)].filter(Boolean).join(', ');
}
