import {
  CALL_OUTCOME_LABELS,
  CALL_STATUS_LABELS,
  RENTAL_MINIMUMS,
  TIERS,
  type CallFilter,
  type Tier,
} from '@outreach/contracts';
import type { BulkImportItem, CallingContact } from './callingTypes.ts';

export const CALLING_PAGE_SIZE = 25;
export const DEFAULT_CALL_FILTER: CallFilter = 'fresh';
/** The rental tab starts at 4 although no option 4 exists (spec part 1 §2, §9): the select shows no choice until one is made. */
export const INITIAL_MIN_RENTALS = 4;
export const TIER_PARAM = 'tier';

export const CALL_FILTER_OPTIONS: { value: CallFilter; label: string; hint?: string }[] = [
  { value: 'fresh', label: 'Fresh', hint: 'Never called' },
  { value: 'followups', label: 'Follow-ups', hint: 'Need callback' },
  { value: 'trial', label: 'Trial', hint: 'Want to try' },
  { value: 'subscribe', label: 'Subscribe', hint: 'Ready to buy' },
  { value: 'called', label: 'Called', hint: 'Completed' },
  { value: 'sent_email', label: 'Sent Email' },
  { value: 'sent_text', label: 'Sent Text' },
  { value: 'all', label: 'All' },
];

export const RENTAL_MINIMUM_OPTIONS = RENTAL_MINIMUMS.map((minimum) => ({ value: minimum, label: `${minimum}+ rental listings` }));

export function isRentalMinimumOption(value: number): boolean {
  return (RENTAL_MINIMUMS as readonly number[]).includes(value);
}

export function isTier(value: string | null): value is Tier {
  return (TIERS as readonly (string | null)[]).includes(value);
}

export function totalPages(total: number, pageSize = CALLING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'N agents available for calling • Page X of Y' */
export function callingListTitle(total: number, page: number, pages: number): string {
  return `${total} agents available for calling • Page ${page} of ${pages}`;
}

export function callingContactName(contact: Pick<CallingContact, 'first_name' | 'last_name'>): string {
  return [contact.first_name, contact.last_name].map((part) => (part ?? '').trim()).filter(Boolean).join(' ') || 'Unknown Agent';
}

/** A call status's label ('Left Voicemail'); an unknown value is shown as written, underscores as spaces. */
export function callStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return status in CALL_STATUS_LABELS ? CALL_STATUS_LABELS[status as keyof typeof CALL_STATUS_LABELS] : status.replaceAll('_', ' ');
}

export function callOutcomeLabel(outcome: string | null | undefined): string {
  if (!outcome) return '';
  return outcome in CALL_OUTCOME_LABELS ? CALL_OUTCOME_LABELS[outcome as keyof typeof CALL_OUTCOME_LABELS] : outcome.replaceAll('_', ' ');
}

/** The bulk-import item of a rental card (spec part 1 §3), keeping the card's id. */
export function toBulkImportItem(card: CallingContact): BulkImportItem {
  const firstName = card.first_name ?? '';
  const lastName = card.last_name ?? '';
  return {
    id: card.id,
    firstName: card.first_name,
    lastName: card.last_name,
    email: card.email,
    phone: card.phone,
    mobilePhone: card.phone,
    agentName: `${firstName} ${lastName}`.trim(),
    city: card.city,
    state: card.state,
    zipCode: card.zip_code,
    totalListingsForRent: card.rental_listings,
    dataSource: 'Rental Agent Import',
    performanceTier: 'moderate',
    status: 'active',
  };
}
