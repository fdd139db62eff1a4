import { CONTACT_STATUSES, tierForListings } from '@outreach/contracts';
import { contact, EMPTY_FIELDS, fold, type ContactEvent, type ContactFields } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { projectionSpec, type GivenEvent } from '../projectionSpec.ts';
import { CONTACT_COLUMNS } from './contactColumns.ts';
import { contacts } from './contacts.ts';

const spec = projectionSpec(contacts);

const A = '10000000-0000-4000-8000-00000000000a';
const B = '10000000-0000-4000-8000-00000000000b';
const C = '10000000-0000-4000-8000-00000000000c';
const origin = { source: 'csv', importId: 'imp-1', stagedAgentId: null } as const;
const PHONE = '+15125550142';

const imported = (contactId: string, fields: Partial<ContactFields>, extra: object = {}): GivenEvent => ({
  type: 'ContactImported',
  streamId: `contact-${contactId}`,
  data: { contactId, fields: { ...EMPTY_FIELDS, ...fields }, status: 'active', ...origin, ...extra },
});
const merged = (contactId: string, fields: Partial<ContactFields>): GivenEvent => ({
  type: 'ContactMerged',
  streamId: `contact-${contactId}`,
  data: { contactId, fields: { ...EMPTY_FIELDS, ...fields }, ...origin },
});
const call = (contactId: string, callId: string, calledAt: string, callStatus: string, outcome: string | null, followUp: string | null = null): GivenEvent => ({
  type: 'CallLogged',
  streamId: `contact-${contactId}`,
  data: { contactId, callId, phoneNumber: PHONE, callStatus, outcome, notes: null, followUpRequired: followUp !== null, followUpDate: followUp, calledAt },
});

const FIELD_COLUMNS = Object.entries(CONTACT_COLUMNS).map(([field, column]) => `${column} as "${field}"`).join(', ');

describe('contacts projection', () => {
  it('inserts an imported contact with its fields, tier, origin and time; rentals unknown count as 0', async () => {
    await spec
      .given([imported(A, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@b.co', phone: PHONE, listingCount: 22 }, { phoneSharedWith: B })])
      .then(
        `select id::text, first_name, agent_name, email, phone, status, tier, listing_count, total_listings_for_rent, import_source, staged_agent_id,
                created_at = updated_at as same, to_char(created_at at time zone 'UTC', 'HH24:MI') as at, total_calls, needs_follow_up, sms_opted_out
           from read.contacts`,
        [
          {
            id: A,
            first_name: 'Ana',
            agent_name: null,
            email: 'ana@b.co',
            phone: PHONE,
            status: 'active',
            tier: 'high-performer',
            listing_count: 22,
            total_listings_for_rent: 0,
            import_source: 'csv',
            staged_agent_id: null,
            same: true,
            at: '15:00',
            total_calls: 0,
            needs_follow_up: false,
            sms_opted_out: false,
          },
        ],
      );
  });

  it('takes an import of a contact it already has once', async () => {
    await spec
      .given([imported(A, { email: 'ana@b.co', listingCount: 3 }), imported(A, { email: 'ana@b.co', listingCount: 60 })])
      .then(`select listing_count, tier from read.contacts`, [{ listing_count: 3, tier: 'entry' }]);
  });

  it('merges as the domain folds a merge, field for field (FIELD_MERGE is the one rule)', async () => {
    const full: ContactFields = {
      firstName: 'New',
      lastName: 'Name',
      agentName: 'New Name',
      email: 'new@b.co',
      phone: '+15125550199',
      officePhone: '+15125550100',
      company: 'New Co',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      listingCount: 55,
      totalListingsForRent: 4,
      yearsExperience: 12,
      serviceAreas: 'North',
      licenseNumber: 'L-2',
      website: 'https://new.example',
      dataSource: 'rental-page',
      notes: 'from the merge',
    };
    const known: Partial<ContactFields> = { firstName: 'Ana', email: 'ana@b.co', phone: PHONE, company: 'Old Co', listingCount: 9, yearsExperience: 3 };
    const cases: Partial<ContactFields>[] = [full, { ...full, company: null, listingCount: null, phone: null }, { city: 'Austin' }];
    for (const incoming of cases) {
      const events = [imported(A, known), merged(A, incoming)];
      const domain = fold(contact, events.map((e) => ({ type: e.type, data: e.data }) as ContactEvent)).fields;
      const expected = { ...domain, totalListingsForRent: domain.totalListingsForRent ?? 0 };
      await spec.given(events).then(`select ${FIELD_COLUMNS} from read.contacts`, [expected]);
    }
  });

  it('applies an edit: fields as given (an emptied rental count is 0), the status with it', async () => {
    await spec
      .given([
        imported(A, { email: 'ana@b.co', phone: PHONE, listingCount: 9, totalListingsForRent: 3 }),
        {
          type: 'ContactUpdated',
          data: { contactId: A, changes: { phone: null, totalListingsForRent: null, city: 'Austin' }, previous: {}, status: 'inactive', previousStatus: 'active' },
        },
      ])
      .then(`select phone, total_listings_for_rent, city, status, to_char(updated_at at time zone 'UTC', 'HH24:MI') as at from read.contacts`, [
        { phone: null, total_listings_for_rent: 0, city: 'Austin', status: 'inactive', at: '15:01' },
      ]);
  });

  it.each(CONTACT_STATUSES)('moves the status to %s', async (status) => {
    await spec
      .given([imported(A, { email: 'ana@b.co' }), { type: 'ContactStatusChanged', data: { contactId: A, status, previousStatus: 'active' } }])
      .then(`select status from read.contacts`, [{ status }]);
  });

  it('lists every status in the comment analysts read', async () => {
    const [row] = await spec.query(
      `select col_description('read.contacts'::regclass, (select attnum from pg_attribute where attrelid = 'read.contacts'::regclass and attname = 'status')) as comment`,
    );
    expect(row!.comment).toBe(`${CONTACT_STATUSES.slice(0, -1).join(', ')} or ${CONTACT_STATUSES.at(-1)}.`);
  });

  it('explains the tables of e-mail and text activity to analysts', async () => {
    const rows = await spec.query(
      `select c.relname || '.' || a.attname as name, col_description(c.oid, a.attnum) as comment
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'read' and a.attnum > 0 and not a.attisdropped and c.relname = 'contact_sent_lists'`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([
      'contact_sent_lists.channel',
      'contact_sent_lists.contact_id',
      'contact_sent_lists.has_phone',
      'contact_sent_lists.listing_count',
      'contact_sent_lists.tier',
    ]);
    expect(rows.filter((r) => !r.comment)).toEqual([]);
  });

  it('tiers a listing count in SQL (the generated tier column) as the contracts do, at every boundary', async () => {
    const counts = [0, 4, 5, 9, 10, 19, 20, 49, 50, 51, 5000];
    const rows = await spec.query(`select n, read.tier_for(n) as tier from unnest($1::int[]) as n order by n`, [counts]);
    expect(rows).toEqual(counts.map((n) => ({ n, tier: tierForListings(n) })));
  });

  it('logs calls; the newest by when it happened decides the call status, outcome and follow-up, whatever the order logged', async () => {
    const notifications = await spec
      .given([
        imported(A, { email: 'ana@b.co', phone: PHONE }),
        call(A, 'c2', '2026-01-05T12:00:00.000Z', 'connected', 'callback', '2026-01-09'),
        call(A, 'c1', '2026-01-04T12:00:00.000Z', 'connected', 'trial'),
        call(A, 'c3', '2026-01-05T13:00:00.000Z', 'voicemail', null),
      ])
      .then(
        `select total_calls, last_call_status, last_call_outcome, last_outcome, needs_follow_up, follow_up_date::text,
                to_char(last_call_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as last_call_at
           from read.contacts`,
        [
          {
            total_calls: 3,
            last_call_status: 'voicemail',
            last_call_outcome: null,
            last_outcome: 'callback',
            needs_follow_up: false,
            follow_up_date: null,
            last_call_at: '2026-01-05 13:00',
          },
        ],
      );
    expect(notifications.filter((n) => n.subject === 'push.call_logged')).toEqual([
      { subject: 'push.call_logged', data: { contactId: A, callStatus: 'connected' } },
      { subject: 'push.call_logged', data: { contactId: A, callStatus: 'connected' } },
      { subject: 'push.call_logged', data: { contactId: A, callStatus: 'voicemail' } },
    ]);
    expect(notifications.at(-1)).toEqual({ subject: 'push.contacts_changed', data: { changed: 4 } });
  });

  it('applies edits, status changes and calls of several contacts interleaved, a contact edited again after its earlier edits, as one by one', async () => {
    const edit = (contactId: string, changes: Partial<ContactFields>, status?: string): GivenEvent => ({
      type: 'ContactUpdated',
      data: { contactId, changes, previous: {}, ...(status ? { status, previousStatus: 'active' } : {}) },
    });
    const statusOf = (contactId: string, status: string): GivenEvent => ({ type: 'ContactStatusChanged', data: { contactId, status, previousStatus: 'active' } });
    await spec
      .given([
        imported(A, { email: 'ana@b.co', phone: PHONE, listingCount: 9 }),
        imported(B, { email: 'bo@b.co', listingCount: 30 }),
        imported(C, { email: 'cy@b.co', listingCount: 2 }),
        edit(A, { city: 'Austin', listingCount: 40 }),
        statusOf(B, 'inactive'),
        call(C, 'c1', '2026-01-05T12:00:00.000Z', 'connected', 'callback', '2026-01-09'),
        edit(B, { listingCount: 55 }, 'unsubscribed'),
        edit(C, { city: 'Plano', listingCount: 3 }),
        call(A, 'c2', '2026-01-05T13:00:00.000Z', 'voicemail', null),
        edit(A, { city: 'Dallas' }),
        statusOf(C, 'inactive'),
        call(C, 'c3', '2026-01-04T12:00:00.000Z', 'connected', 'trial'),
        edit(B, { email: 'bo@new.co' }),
      ])
      .then(
        `select email, city, listing_count, status, total_calls, last_call_status, last_outcome, follow_up_date::text from read.contacts order by email`,
        [
          { email: 'ana@b.co', city: 'Dallas', listing_count: 40, status: 'active', total_calls: 1, last_call_status: 'voicemail', last_outcome: null, follow_up_date: null },
          { email: 'bo@new.co', city: null, listing_count: 55, status: 'unsubscribed', total_calls: 0, last_call_status: null, last_outcome: null, follow_up_date: null },
          { email: 'cy@b.co', city: 'Plano', listing_count: 3, status: 'inactive', total_calls: 2, last_call_status: 'connected', last_outcome: 'callback', follow_up_date: '2026-01-09' },
        ],
      );
  });

  it('keeps each call with who logged it', async () => {
    await spec
      .given([
        imported(A, { email: 'ana@b.co', phone: PHONE }),
        { ...call(A, 'c1', '2026-01-05T12:00:00.000Z', 'busy', null), actor: { kind: 'user', id: 'u-7', username: 'maria' } },
        { ...call(A, 'c2', '2026-01-05T12:30:00.000Z', 'no_answer', null), actor: { kind: 'system', process: 'demo' } },
      ])
      .then(`select id, contact_id::text, call_status, user_id, username from read.call_logs order by id`, [
        { id: 'c1', contact_id: A, call_status: 'busy', user_id: 'u-7', username: 'maria' },
        { id: 'c2', contact_id: A, call_status: 'no_answer', user_id: null, username: null },
      ]);
  });

  it('counts e-mails and texts marked, the latest time kept', async () => {
    const mark = (channel: string, at: string): GivenEvent => ({ type: 'CommunicationMarked', data: { contactId: A, channel, at } });
    await spec
      .given([
        imported(A, { email: 'ana@b.co' }),
        mark('email', '2026-01-05T10:00:00.000Z'),
        mark('email', '2026-01-03T10:00:00.000Z'),
        mark('text', '2026-01-04T10:00:00.000Z'),
      ])
      .then(
        `select emails_sent_count, texts_sent_count, to_char(last_email_sent at time zone 'UTC', 'MM-DD') as email, to_char(last_text_sent at time zone 'UTC', 'MM-DD') as text,
                (select count(*)::int from read.communications) as rows
           from read.contacts`,
        [{ emails_sent_count: 2, texts_sent_count: 1, email: '01-05', text: '01-04', rows: 3 }],
      );
  });

  it('counts the e-mails the sending engine sent a contact with the ones marked sent, each one once, the latest time kept (sent before EmailSent carried its recipient: the contact it was queued to)', async () => {
    const outbound = (type: string, messageId: string, data: object = {}): GivenEvent => ({ type, streamId: `outbound-email-${messageId}`, data: { messageId, ...data } });
    const queue = (messageId: string, contactId: string | null) =>
      outbound('EmailQueued', messageId, { to: { email: 'x@b.co', name: null }, contactId, campaignId: 'c1', source: 'campaign', subject: 'Hi', text: 'Hello', notBefore: '2026-01-05T09:00:00.000Z' });
    const sent = (messageId: string, sentAt: string) => outbound('EmailSent', messageId, { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt });
    const given = [
      imported(A, { email: 'ana@b.co' }),
      imported(B, { email: 'bob@b.co' }),
      { type: 'CommunicationMarked', data: { contactId: A, channel: 'email', at: '2026-01-03T10:00:00.000Z' } },
      queue('m1', A),
      queue('m2', A),
      queue('m3', B),
      queue('m4', null),
      queue('m5', A),
      sent('m1', '2026-01-05T10:00:00.000Z'),
      outbound('EmailSkipped', 'm3', { reason: 'Invalid address: b.co does not exist' }),
      sent('m2', '2026-01-04T10:00:00.000Z'),
      outbound('EmailFailed', 'm5', { attempt: 1, permanent: false, providerMessage: '421 try later' }),
      sent('m4', '2026-01-05T11:00:00.000Z'),
      sent('m5', '2026-01-06T08:00:00.000Z'),
    ];
    await spec
      .given(given)
      .then(
        `select id::text, emails_sent_count, to_char(last_email_sent at time zone 'UTC', 'MM-DD HH24') as last,
                (select count(*)::int from read.communications r where r.contact_id = c.id) as rows
           from read.contacts c order by id`,
        [
          { id: A, emails_sent_count: 4, last: '01-06 08', rows: 4 },
          { id: B, emails_sent_count: 0, last: null, rows: 0 },
        ],
      );
    expect(await spec.given(given).lastBatchNotifications()).toEqual([]);
  });

  it('counts an e-mail sent for the contact its EmailSent carries, without reading its EmailQueued', async () => {
    const sent = (messageId: string, contactId: string | null, sentAt: string): GivenEvent => ({
      type: 'EmailSent',
      streamId: `outbound-email-${messageId}`,
      data: { messageId, attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt, recipient: { contactId, campaignId: null, email: 'x@b.co', emailAccountId: null } },
    });
    await spec
      .given([
        imported(A, { email: 'ana@b.co' }),
        imported(B, { email: 'bob@b.co' }),
        // No EmailQueued is given: the contact comes from EmailSent alone (none: nobody's).
        sent('m1', B, '2026-01-05T10:00:00.000Z'),
        sent('m2', null, '2026-01-05T11:00:00.000Z'),
        sent('m3', B, '2026-01-06T08:00:00.000Z'),
      ])
      .then(
        `select id::text, emails_sent_count, to_char(last_email_sent at time zone 'UTC', 'MM-DD HH24') as last,
                (select count(*)::int from read.communications r where r.contact_id = c.id) as rows
           from read.contacts c order by id`,
        [
          { id: A, emails_sent_count: 0, last: null, rows: 0 },
          { id: B, emails_sent_count: 2, last: '01-06 08', rows: 2 },
        ],
      );
  });

  it("counts the texts the provider took in a contact's conversations (Sent Text), each one once, the latest time kept", async () => {
    const conversation = (conversationId: string, contactId: string | null): GivenEvent => ({
      type: 'ConversationStarted',
      streamId: `sms-conversation-${conversationId}`,
      data: { conversationId, phoneNumber: PHONE, contactId },
    });
    const text = (type: string, conversationId: string, messageId: string, data: object = {}): GivenEvent => ({
      type,
      streamId: `sms-conversation-${conversationId}`,
      data: { conversationId, messageId, ...data },
    });
    const sent = (conversationId: string, messageId: string) => text('SmsSent', conversationId, messageId, { providerSid: `SM${messageId}`, status: 'queued', from: '+15125550100' });
    const given = [
      imported(A, { phone: PHONE }),
      imported(B, { phone: '+15125550143' }),
      conversation('with-a', A),
      conversation('unknown-number', null),
      text('SmsSendRequested', 'with-a', 't1', { body: 'Hi', to: PHONE, kind: 'direct', encoding: 'GSM-7', segments: 1 }),
      sent('with-a', 't1'),
      text('SmsSendFailed', 'with-a', 't2', { error: 'Invalid number' }),
      sent('unknown-number', 't3'),
      sent('with-a', 't4'),
    ];
    await spec
      .given(given)
      .then(
        `select id::text, texts_sent_count, last_text_sent is not null as texted,
                (select count(*)::int from read.communications r where r.contact_id = c.id and r.channel = 'text') as rows
           from read.contacts c order by id`,
        [
          { id: A, texts_sent_count: 2, texted: true, rows: 2 },
          { id: B, texts_sent_count: 0, texted: false, rows: 0 },
        ],
      );
    // A text taken shows on the calling lists: they are told to reload.
    expect(await spec.given(given).lastBatchNotifications()).toEqual([{ subject: 'push.contacts_changed', data: { changed: 1 } }]);
  });

  it('puts a contact on the Sent Email and Sent Text calling lists from its first e-mail or text, once, and moves it with its listings and phone', async () => {
    const outbound = (type: string, messageId: string, data: object = {}): GivenEvent => ({ type, streamId: `outbound-email-${messageId}`, data: { messageId, ...data } });
    const emailed = (messageId: string, contactId: string) => [
      outbound('EmailQueued', messageId, { to: { email: 'x@b.co', name: null }, contactId, campaignId: 'c1', source: 'campaign', subject: 'Hi', text: 'Hello', notBefore: '2026-01-05T09:00:00.000Z' }),
      outbound('EmailSent', messageId, { attempt: 1, provider: 'smtp', providerMessageId: null, response: '250 OK', sentAt: '2026-01-05T10:00:00.000Z' }),
    ];
    const edit = (contactId: string, changes: Partial<ContactFields>): GivenEvent => ({ type: 'ContactUpdated', data: { contactId, changes, previous: {} } });
    const mark = (contactId: string, channel: string): GivenEvent => ({ type: 'CommunicationMarked', data: { contactId, channel, at: '2026-01-06T10:00:00.000Z' } });
    const given = [
      imported(A, { email: 'ana@b.co', phone: PHONE, listingCount: 30 }),
      imported(B, { email: 'bo@b.co', listingCount: 3 }),
      imported(C, { email: 'cy@b.co', phone: '+15125550143', listingCount: 12 }),
      ...emailed('m1', A),
      ...emailed('m2', A),
      mark(B, 'email'),
      { type: 'ConversationStarted', streamId: 'sms-conversation-with-a', data: { conversationId: 'with-a', phoneNumber: PHONE, contactId: A } },
      { type: 'SmsSent', streamId: 'sms-conversation-with-a', data: { conversationId: 'with-a', messageId: 't1', providerSid: 'SMt1', status: 'queued', from: '+15125550100' } },
      mark(A, 'text'),
      edit(B, { phone: '+15125550144', listingCount: 55 }),
      edit(C, { listingCount: 1 }),
    ];
    await spec.given(given).then(
      `select channel, contact_id::text as id, listing_count, tier, has_phone from read.contact_sent_lists order by channel, contact_id`,
      [
        { channel: 'email', id: A, listing_count: 30, tier: tierForListings(30), has_phone: true },
        { channel: 'email', id: B, listing_count: 55, tier: tierForListings(55), has_phone: true },
        { channel: 'text', id: A, listing_count: 30, tier: tierForListings(30), has_phone: true },
      ],
    );
  });

  it('shows a STOP on every contact sharing the mobile phone, and a START clears it', async () => {
    const sms = (type: string): GivenEvent => ({ type, data: { conversationId: 'conv-1', phoneNumber: PHONE, contactId: A, keyword: 'STOP' } });
    const given = [imported(A, { email: 'ana@b.co', phone: PHONE }), imported(B, { email: 'bob@b.co', phone: PHONE }, { phoneSharedWith: A }), imported(C, { email: 'cy@b.co' })];
    const query = `select id::text, sms_opted_out from read.contacts order by id`;
    await spec.given([...given, sms('SmsOptedOut')]).then(query, [
      { id: A, sms_opted_out: true },
      { id: B, sms_opted_out: true },
      { id: C, sms_opted_out: false },
    ]);
    await spec.given([...given, sms('SmsOptedOut'), sms('SmsOptedIn')]).then(query, [
      { id: A, sms_opted_out: false },
      { id: B, sms_opted_out: false },
      { id: C, sms_opted_out: false },
    ]);
  });

  it('moves the tier counts with imports, merges and edits, as a recount would find them', async () => {
    const events: GivenEvent[] = [
      imported(A, { email: 'ana@b.co', phone: PHONE, listingCount: 60 }),
      imported(B, { email: 'bob@b.co', listingCount: 12 }),
      imported(C, { email: 'cy@b.co', phone: '+15125550143', listingCount: 2 }),
      merged(C, { listingCount: 25 }),
      merged(B, { phone: '+15125550144' }),
      { type: 'ContactUpdated', data: { contactId: A, changes: { phone: null, listingCount: 7 }, previous: {} } },
    ];
    const counts = `select tier, contacts, with_phone from read.contact_tier_counts where contacts <> 0 or with_phone <> 0 order by tier`;
    const expected = [
      { tier: 'active', contacts: 1, with_phone: 1 },
      { tier: 'high-performer', contacts: 1, with_phone: 1 },
      { tier: 'moderate', contacts: 1, with_phone: 0 },
    ];
    await spec.given(events).then(counts, expected);
    await spec
      .given(events)
      .then(
        `select tier, count(*)::int as contacts, (count(*) filter (where phone is not null))::int as with_phone from read.contacts group by tier order by tier`,
        expected,
      );
  });

  it('counts a contact imported twice (an import of one already there changes nothing) once in its tier', async () => {
    await spec
      .given([imported(A, { email: 'ana@b.co', phone: PHONE, listingCount: 60 }), imported(A, { email: 'ana@b.co', phone: PHONE, listingCount: 60 })])
      .then(`select tier, contacts, with_phone from read.contact_tier_counts where contacts <> 0 or with_phone <> 0 order by tier`, [
        { tier: 'elite', contacts: 1, with_phone: 1 },
      ]);
  });

  it('moves the search generation for what may change a search, and only then', async () => {
    const generation = `select count(*)::int as n from read.contact_search_generation`;
    await spec.given([call(A, 'c1', '2026-01-05T12:00:00.000Z', 'busy', null)]).then(generation, [{ n: 0 }]);
    await spec.given([merged(A, { city: 'Austin', listingCount: 4 })]).then(generation, [{ n: 0 }]);
    await spec.given([merged(A, { company: 'Compass' })]).then(generation, [{ n: 1 }]);
    await spec.given([imported(A, { email: 'ana@b.co' })]).then(generation, [{ n: 1 }]);
  });
});
