import { z } from 'zod';
import { accepted } from './answers.ts';
import { idParams } from './ids.ts';
import { CONTACT_STATUSES } from './choices.ts';
import { tier } from './tiers.ts';

export { CONTACT_STATUSES, RENTAL_MINIMUMS } from './choices.ts';
export const contactStatus = z.enum(CONTACT_STATUSES, { error: 'Status must be active, inactive or unsubscribed' });
export type ContactStatus = z.infer<typeof contactStatus>;

/** A contact as Contact Management and Agent detail show it (spec part 1 §3). */
export const contactView = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  agentName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  officePhone: z.string().nullable(),
  company: z.string().nullable(),
  officeCompanyName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  location: z.string().nullable(),
  status: contactStatus,
  performanceTier: tier,
  listingsCount: z.number(),
  listingCount: z.number(),
  yearsExperience: z.number().nullable(),
  serviceAreas: z.string().nullable(),
  totalListingsForRent: z.number(),
  dataSource: z.string().nullable(),
  needsFollowUp: z.boolean(),
  followUpDate: z.string().nullable(),
  totalCalls: z.number(),
  lastCallDate: z.string().nullable(),
  lastCallStatus: z.string().nullable(),
  lastCallOutcome: z.string().nullable(),
  lastEmailSent: z.string().nullable(),
  lastTextSent: z.string().nullable(),
  emailsSentCount: z.number(),
  textsSentCount: z.number(),
  notes: z.string().nullable(),
  /** The mobile number replied STOP: no text may be sent until it replies START. */
  smsOptedOut: z.boolean(),
  /** The newest check of the address (valid, risky, invalid or unknown); null until it is checked, and after it changes. */
  emailVerificationStatus: z.string().nullable(),
  /** What that check found (ok, role_account, syntax, disposable, no_domain, no_mx, null_mx, dns_unreachable). */
  emailVerificationSubStatus: z.string().nullable(),
  /** That check's score: 0 (will not arrive) to 100. */
  emailVerificationScore: z.number().nullable(),
  emailVerifiedAt: z.string().nullable(),
  /** Whether mail to the address can arrive (valid or risky), as last checked. */
  isEmailDeliverable: z.boolean().nullable(),
  /** Whether the address is at a free mailbox provider, as last checked. */
  isFreeEmail: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactView = z.infer<typeof contactView>;

/**
 * A page cursor: opaque to clients, it holds the sort key of the row a page starts after
 * (`after`) or ends before (`before`), so that every page costs what the first one does. A list
 * answers the cursors of its neighbouring pages (`previousCursor`, `nextCursor`).
 */
const pageCursor = (field: 'after' | 'before') =>
  z.string({ error: `${field} must be a page cursor` }).min(1, `${field} must be a page cursor`).max(2000, `${field} is not a page cursor of this list`);
export const pageCursors = {
  /** Pass as `before` for the page before this one; null on the first page. */
  previousCursor: z.string().nullable(),
  /** Pass as `after` for the page after this one; null when no rows follow. */
  nextCursor: z.string().nullable(),
};
const ONE_CURSOR = 'Give after or before, not both';

/**
 * GET /api/contacts?search&status&limit&(offset | after | before): a page by position (`offset`,
 * for old clients: the deeper, the slower) or by key (`after`/`before` a cursor: every page alike).
 */
export const listContactsQuery = z
  .object({
    search: z.string().trim().max(200, 'Search is too long').optional(),
    status: contactStatus.optional(),
    limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(1000, 'limit must be at most 1000').default(25),
    offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').optional(),
    after: pageCursor('after').optional(),
    before: pageCursor('before').optional(),
  })
  .refine((q) => q.after === undefined || q.before === undefined, { message: ONE_CURSOR, path: ['before'] })
  .refine((q) => q.offset === undefined || (q.after === undefined && q.before === undefined), {
    message: 'offset cannot be combined with after or before: the cursor says where the page starts',
    path: ['offset'],
  });
export const contactList = z.object({ contacts: z.array(contactView), total: z.number(), ...pageCursors });

/** PUT /api/contacts/{id}: any subset of the editable fields. */
export const updateContactBody = z
  .object({
    status: contactStatus,
    firstName: z.string().trim().max(100),
    lastName: z.string().trim().max(100),
    email: z.string().trim().max(254).nullable(),
    phone: z.string().trim().max(40).nullable(),
    officePhone: z.string().trim().max(40).nullable(),
    company: z.string().trim().max(200).nullable(),
    city: z.string().trim().max(100).nullable(),
    state: z.string().trim().max(50).nullable(),
    zipCode: z.string().trim().max(20).nullable(),
    notes: z.string().max(5000).nullable(),
    reason: z.string().trim().max(500).optional(),
  })
  .partial()
  .refine((v) => Object.keys(v).some((k) => k !== 'reason'), { message: 'Nothing to update' });
export type UpdateContactBody = z.infer<typeof updateContactBody>;

export const contactIdParams = idParams;

/** PUT /api/contacts/{id} answers the contact's status and fields as the edit left them. */
export const updatedContact = accepted(
  z.object({
    id: z.string(),
    status: contactStatus,
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    agentName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    officePhone: z.string().nullable(),
    company: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    listingCount: z.number().nullable(),
    totalListingsForRent: z.number().nullable(),
    yearsExperience: z.number().nullable(),
    serviceAreas: z.string().nullable(),
    licenseNumber: z.string().nullable(),
    website: z.string().nullable(),
    dataSource: z.string().nullable(),
    notes: z.string().nullable(),
  }),
);

export const COMMUNICATION_TYPES = ['email', 'text'] as const;
export const markCommunicationBody = z.object({ type: z.enum(COMMUNICATION_TYPES, { error: 'type must be email or text' }) });
export const communicationMarked = accepted(z.object({ contactId: z.string(), type: z.enum(COMMUNICATION_TYPES) }));

/** Calling-list filters (spec part 1 §2). */
export const CALL_FILTERS = ['fresh', 'followups', 'trial', 'subscribe', 'called', 'sent_email', 'sent_text', 'all'] as const;
export const callFilter = z.enum(CALL_FILTERS, { error: 'Unknown filter' });
export type CallFilter = z.infer<typeof callFilter>;

const pageNumber = z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be at least 1');
const page = pageNumber.default(1);
const listLimit = z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(25);

/**
 * GET /api/contacts/calling?tier&limit&filter&(page | after | before): a page by number (the
 * deeper, the slower) or by key (`after`/`before` a cursor: every page alike).
 */
export const callingListQuery = z
  .object({ tier, page: pageNumber.optional(), limit: listLimit, filter: callFilter.default('fresh'), after: pageCursor('after').optional(), before: pageCursor('before').optional() })
  .refine((q) => q.after === undefined || q.before === undefined, { message: ONE_CURSOR, path: ['before'] })
  .refine((q) => q.page === undefined || (q.after === undefined && q.before === undefined), {
    message: 'page cannot be combined with after or before: the cursor says where the page starts',
    path: ['page'],
  });

/** A card of the calling grid (snake_case, as the spec lists it). */
export const callingContact = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  rental_listings: z.number(),
  company: z.string().nullable(),
  performance_tier: tier,
  listing_count: z.number(),
  total_calls: z.number(),
  last_call_status: z.string().nullable(),
  last_call_outcome: z.string().nullable(),
  last_call_date: z.string().nullable(),
  needs_follow_up: z.boolean(),
  follow_up_date: z.string().nullable(),
  last_email_sent: z.string().nullable(),
  last_text_sent: z.string().nullable(),
  notes: z.string().nullable(),
  /** Staged agents (not yet contacts) appear only in the rental list. */
  is_contact: z.boolean(),
});
export type CallingContact = z.infer<typeof callingContact>;
export const callingList = z.object({ contacts: z.array(callingContact), total: z.number(), ...pageCursors });

/** GET /api/contacts/rental-agents?minRentals&page&limit&filter */
export const rentalListQuery = z.object({
  minRentals: z.coerce.number({ error: 'minRentals must be a number' }).int('minRentals must be a whole number').min(1, 'minRentals must be at least 1').max(1000, 'minRentals is too large').default(1),
  page,
  limit: listLimit,
  filter: callFilter.default('fresh'),
});
export const rentalList = z.object({ contacts: z.array(callingContact), total: z.number(), totalPages: z.number() });

/** POST /api/contacts/bulk-import: the current rental page (spec part 1 §3 bulk import item). */
export const bulkImportItem = z.object({
  id: z.string().optional(),
  firstName: z.string().trim().max(100).nullable().optional(),
  lastName: z.string().trim().max(100).nullable().optional(),
  email: z.string().trim().max(254).nullable().optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  mobilePhone: z.string().trim().max(40).nullable().optional(),
  agentName: z.string().trim().max(200).nullable().optional(),
  city: z.string().trim().max(100).nullable().optional(),
  state: z.string().trim().max(50).nullable().optional(),
  zipCode: z.string().trim().max(20).nullable().optional(),
  totalListingsForRent: z.number().int().min(0).optional(),
  dataSource: z.string().max(100).optional(),
  performanceTier: tier.optional(),
  status: contactStatus.optional(),
});
export const bulkImportBody = z.object({
  contacts: z.array(bulkImportItem, { error: 'contacts must be a list' }).min(1, 'No contacts to import').max(1000, 'At most 1000 contacts per import'),
});
export const importResult = accepted(z.object({ imported: z.number(), merged: z.number(), rejected: z.number() }));

/**
 * POST /api/production/import-all: 200 `completed` with the totals, or 202 `running` with the
 * progress so far when the transfer goes on in the background (it takes longer than 20 s).
 */
export const importAllResult = accepted(
  z.object({
    status: z.enum(['completed', 'running']),
    totalTransferred: z.number(),
    imported: z.number(),
    merged: z.number(),
  }),
);

/** GET /api/dashboard/top-performers: per tier, the total and sample agents. */
export const topPerformers = z.record(tier, z.object({ totalCount: z.number(), contacts: z.array(callingContact) }));

export const overviewStats = z.object({
  totalContacts: z.number(),
  emailsSent30d: z.number(),
  avgOpenRate: z.number(),
  avgClickRate: z.number(),
  tierCounts: z.record(tier, z.number()),
});

/** One entry of an agent's History card (GET /api/contacts/{id}/history). */
export const contactHistoryEntry = z.object({
  id: z.string(),
  type: z.string(),
  summary: z.string(),
  occurredAt: z.string(),
  actor: z.string().nullable(),
});
export const contactHistory = z.array(contactHistoryEntry).readonly();

/** GET /api/contacts/tier-counts: contacts with a phone, per tier. */
export const tierCounts = z.record(tier, z.number());
