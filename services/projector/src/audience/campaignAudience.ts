import { parseCityEntry, type AudienceRecipient, type RecipientFilter } from '@outreach/domain';
import type { DatabasePool } from '@outreach/server-kit';
import { sql, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';

/**
 * The audience of a campaign's recipient filter, read from the read models: active contacts with
 * an e-mail address (read.contacts) that match any chosen city (in its state when the choice names
 * one, without regard to case), any chosen tier, and the minimum
 * listings and years of experience when set; less the addresses on the dispatcher's suppression
 * list (channel email: unsubscribed, hard bounce, spam complaint) and those verified invalid
 * (read.email_verifications). The creator's live count, the checks before a schedule or a send,
 * and the sender fixing a send's audience all ask here, so they agree. Indexes:
 * 041_campaign_audience, and 051_campaign_audience_places for the cities.
 */

const CONTACTS = sql.identifier(['read', 'contacts']);
const SUPPRESSIONS = sql.identifier(['dispatcher', 'suppressions']);
const VERIFICATIONS = sql.identifier(['read', 'email_verifications']);

/** Texts lower-cased by PostgreSQL, as it lower-cases the contacts' cities and states (an init plan: once per query). */
const lowered = (texts: readonly string[]) => sql.fragment`array(select lower(t) from unnest(${sql.array([...texts], 'text')}) as t)`;

/**
 * The chosen cities on `c`: its city is one of them (the index's key) and, for a choice that names
 * a state, its state is that one; both without regard to case.
 */
function inCities(entries: readonly string[]): FragmentSqlToken {
  const choices = entries.map(parseCityEntry);
  const anyState = choices.filter((choice) => choice.state === null).map((choice) => choice.city);
  const inState = choices.filter((choice) => choice.state !== null);
  const named = sql.fragment`lower(c.city) = any(${lowered(choices.map((choice) => choice.city))})`;
  if (inState.length === 0) return named;
  const places: FragmentSqlToken[] = [
    sql.fragment`(lower(c.city), lower(c.state)) in (select lower(p.city), lower(p.state) from unnest(${sql.array(
      inState.map((choice) => choice.city),
      'text',
    )}, ${sql.array(
      inState.map((choice) => choice.state!),
      'text',
    )}) as p(city, state))`,
  ];
  if (anyState.length > 0) places.unshift(sql.fragment`lower(c.city) = any(${lowered(anyState)})`);
  return sql.fragment`${named} and (${sql.join(places, sql.fragment` or `)})`;
}

/** The filter's conditions on `c` (read.contacts); e-mail addresses there are lower case, as on both lists. */
function matches(filter: RecipientFilter): FragmentSqlToken {
  const conditions: FragmentSqlToken[] = [sql.fragment`c.status = 'active'`, sql.fragment`c.email is not null`];
  if (filter.cities.length > 0) conditions.push(inCities(filter.cities));
  if (filter.performanceTiers.length > 0) conditions.push(sql.fragment`c.tier = any(${sql.array(filter.performanceTiers, 'text')})`);
  // At least 0 is everyone (no listings counts as 0); above 0 a contact without a count is left out.
  if (filter.minListings) conditions.push(sql.fragment`c.listing_count >= ${filter.minListings}`);
  if (filter.minExperience) conditions.push(sql.fragment`c.years_experience >= ${filter.minExperience}`);
  return sql.fragment`${sql.join(conditions, sql.fragment` and `)}`;
}

const suppressed = sql.fragment`exists (select 1 from ${SUPPRESSIONS} s where s.channel = 'email' and s.address = c.email)`;
const verifiedInvalid = sql.fragment`exists (select 1 from ${VERIFICATIONS} v where v.email = c.email and v.status = 'invalid')`;

export interface CampaignAudienceCount {
  /** Recipients a send would have now. */
  count: number;
  /** Contacts the filter selects. */
  matching: number;
  /** Of those, on the suppression list. */
  suppressed: number;
  /** Of those (not suppressed), verified invalid. */
  invalid: number;
}

const n = z.object({ n: z.number() });

/**
 * How many a send to this filter would reach now, and how many it would leave out and why. The
 * matching contacts are counted alone; the suppressed and the invalid ones, a small share, are
 * counted from their lists, each address looked up among the matching contacts (joining both lists
 * to the whole audience instead costs a hash probe per contact: about twice as slow at 96,000).
 * The three counts run side by side on the pool; each is exact, read a moment apart at most.
 */
export async function countCampaignAudience(db: DatabasePool, filter: RecipientFilter): Promise<CampaignAudienceCount> {
  const where = matches(filter);
  const [matching, suppressed, invalid] = await Promise.all([
    db.oneFirst(sql.type(n)`select count(*)::int as n from ${CONTACTS} c where ${where}`),
    db.oneFirst(sql.type(n)`
      select count(*)::int as n from ${SUPPRESSIONS} s join ${CONTACTS} c on c.email = s.address
       where s.channel = 'email' and ${where}`),
    db.oneFirst(sql.type(n)`
      select count(*)::int as n from ${VERIFICATIONS} v join ${CONTACTS} c on c.email = v.email
       where v.status = 'invalid' and ${where}
         and not exists (select 1 from ${SUPPRESSIONS} s where s.channel = 'email' and s.address = v.email)`),
  ]);
  return { count: Math.max(0, matching - suppressed - invalid), matching, suppressed, invalid };
}

const recipientRow = z.object({ contactId: z.string(), email: z.string(), name: z.string().nullable() });

/**
 * One page of the audience's recipients in contact id order, after `afterContactId` (null: from
 * the start): what the sender records as the send's fixed audience, page by page.
 */
export async function campaignAudiencePage(db: DatabasePool, filter: RecipientFilter, afterContactId: string | null, limit: number): Promise<AudienceRecipient[]> {
  const after = afterContactId === null ? sql.fragment`true` : sql.fragment`c.id > ${afterContactId}::uuid`;
  const rows = await db.any(sql.type(recipientRow)`
    select c.id::text as "contactId", c.email,
           coalesce(nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''), nullif(trim(c.agent_name), '')) as name
      from ${CONTACTS} c
     where ${matches(filter)} and ${after} and not ${suppressed} and not ${verifiedInvalid}
     order by c.id
     limit ${limit}`);
  return rows.map((row) => ({ ...row }));
}
