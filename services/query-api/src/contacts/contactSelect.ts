import { sql } from 'slonik';

/**
 * What a contact's view reads: its row (alias c) and the newest check of its address (alias v,
 * read.email_verifications, none until the address is checked).
 */
export const contactViewSource = sql.fragment`read.contacts c left join read.email_verifications v on v.email = c.email`;

/** The projections a contact's view reads (its consistency token waits for them). */
export const CONTACT_VIEW_PROJECTIONS = ['contacts', 'emailVerifications'];

/** read.contacts (from contactViewSource) as the ContactView wire shape (spec part 1 §3). */
export const contactViewColumns = sql.fragment`
  c.id::text as "id", c.first_name as "firstName", c.last_name as "lastName", c.agent_name as "agentName",
  c.email as "email", c.phone as "phone", c.phone as "mobilePhone", c.office_phone as "officePhone",
  c.company as "company", c.company as "officeCompanyName", c.city as "city", c.state as "state", c.zip_code as "zipCode",
  nullif(concat_ws(', ', c.city, c.state), '') as "location", c.status as "status", c.tier as "performanceTier",
  coalesce(c.listing_count, 0) as "listingsCount", coalesce(c.listing_count, 0) as "listingCount",
  c.years_experience as "yearsExperience", c.service_areas as "serviceAreas", c.total_listings_for_rent as "totalListingsForRent",
  c.data_source as "dataSource", c.needs_follow_up as "needsFollowUp", c.follow_up_date::text as "followUpDate",
  c.total_calls as "totalCalls", c.last_call_at as "lastCallDate", c.last_call_status as "lastCallStatus",
  c.last_call_outcome as "lastCallOutcome", c.last_email_sent as "lastEmailSent", c.last_text_sent as "lastTextSent",
  c.emails_sent_count as "emailsSentCount", c.texts_sent_count as "textsSentCount", c.notes as "notes", c.sms_opted_out as "smsOptedOut",
  v.status as "emailVerificationStatus", v.sub_status as "emailVerificationSubStatus",
  v.score as "emailVerificationScore", v.verified_at as "emailVerifiedAt",
  v.is_deliverable as "isEmailDeliverable", v.is_free_email as "isFreeEmail",
  c.created_at as "createdAt", c.updated_at as "updatedAt"`;

/** read.contacts as a calling card (snake_case, as the spec lists it). */
export const callingCardColumns = sql.fragment`
  c.id::text as id, c.first_name, c.last_name, c.email, c.phone, c.city, c.state, c.zip_code,
  c.total_listings_for_rent as rental_listings, c.company, c.tier as performance_tier,
  coalesce(c.listing_count, 0) as listing_count, c.total_calls, c.last_call_status, c.last_call_outcome,
  c.last_call_at as last_call_date, c.needs_follow_up, c.follow_up_date::text as follow_up_date,
  c.last_email_sent, c.last_text_sent, c.notes, true as is_contact`;

/** read.staged_agents as a calling card (never called, not yet a contact). */
export const stagedCardColumns = sql.fragment`
  s.id, s.first_name, s.last_name, s.email, s.phone, s.city, s.state, s.zip_code,
  s.total_listings_for_rent as rental_listings, s.company, s.tier as performance_tier,
  coalesce(s.listing_count, 0) as listing_count, 0 as total_calls, null::text as last_call_status, null::text as last_call_outcome,
  null::timestamptz as last_call_date, false as needs_follow_up, null::text as follow_up_date,
  null::timestamptz as last_email_sent, null::timestamptz as last_text_sent, null::text as notes, false as is_contact`;
