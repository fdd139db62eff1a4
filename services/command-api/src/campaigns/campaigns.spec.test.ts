import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { campaignStream, emailAccountStream, templateStream } from '@outreach/domain';
import { smtp } from '@outreach/domain/campaigns/campaignFixtures.ts';
import { migrateRunner } from '@outreach/runner';
import { migrate } from '@outreach/server-kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { commandApiSpec, expectProblem, requestMetadata, SPEC_NOW } from '../commandApiSpec.ts';

const api = commandApiSpec('campaigns');

/** The audience is read from the read models and the dispatcher's suppression list, as on every deployment's database. */
const DISPATCHER_MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dispatcher', 'migrations');

const WELCOME = '40000000-0000-4000-8000-0000000000a1';
const TEXT = '40000000-0000-4000-8000-0000000000a2';
const SALES = '40000000-0000-4000-8000-0000000000b1';
const OFF = '40000000-0000-4000-8000-0000000000b2';
const MISSING = '40000000-0000-4000-8000-0000000000ff';

const templateFields = {
  name: 'Welcome',
  subjectLines: ['Hi {{firstName}}'],
  content: 'Hello {{firstName}}, agents in {{city}} list faster with us.',
  variables: ['firstName', 'city'],
  targetTier: null,
  category: 'general',
  status: 'saved',
};
const account = (accountId: string, fromEmail: string, isActive: boolean) => ({
  type: 'EmailAccountAdded',
  data: { accountId, createdAt: '2026-01-01T00:00:00.000Z', currentDailyLimit: 50, warmupDay: 1, ...smtp(fromEmail, fromEmail, isActive) },
});

const query = (text: string, values: unknown[] = []) => api.runtime().pg.query(text, values);

beforeAll(async () => {
  const pool = api.runtime().pg;
  await migrateRunner(pool);
  await migrate(pool, 'dispatcher', DISPATCHER_MIGRATIONS);
  const contacts: [string, string | null, string, number, number][] = [
    ['ann@example.com', 'Ann', 'Austin', 60, 12],
    ['bob@example.com', 'Bob', 'Austin', 25, 3],
    ['cy@example.com', 'Cy', 'Dallas', 12, 8],
    ['dee@example.com', 'Dee', 'Dallas', 4, 2],
    ['hal@example.com', 'Hal', 'Austin', 55, 9],
  ];
  for (const [email, first, city, listings, years] of contacts) {
    await query(
      `insert into read.contacts (id, first_name, email, city, status, listing_count, years_experience, created_at, updated_at) values ($1, $2, $3, $4, 'active', $5, $6, now(), now())`,
      [randomUUID(), first, email, city, listings, years],
    );
  }
  await query(`insert into dispatcher.suppressions (channel, address, reason, source_event_id, suppressed_at) values ('email', 'hal@example.com', 'Hard bounce', $1, now())`, [randomUUID()]);
  await api.given(templateStream(WELCOME), [{ type: 'TemplateCreated', data: { templateId: WELCOME, createdAt: '2026-01-01T12:00:00.000Z', type: 'email', ...templateFields } }]);
  await api.given(templateStream(TEXT), [
    { type: 'TemplateCreated', data: { templateId: TEXT, createdAt: '2026-01-01T12:00:00.000Z', type: 'sms', ...templateFields, name: 'Text', subjectLines: [], content: 'Hi {{firstName}}', category: 'sms-general' } },
  ]);
  await api.given(emailAccountStream(SALES), [account(SALES, 'dana@listingpro.example', true)]);
  await api.given(emailAccountStream(OFF), [account(OFF, 'old@listingpro.example', false)]);
});

const post = (url: string, payload?: object) => api.when({ method: 'POST', url, ...(payload ? { payload } : {}) });
const spring = { name: 'Spring listings', type: 'email', status: 'draft', templateId: WELCOME, fromEmailAccountId: SALES, recipientCount: 999, recipientFilter: { cities: ['Austin'], performanceTiers: [] } };

async function created(payload: object = spring): Promise<string> {
  const answer = await post('/api/campaigns', payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body!.id as string;
}

describe('POST /api/campaigns', () => {
  it('creates a draft on a template from a mailbox, its audience counted by the server (suppressed addresses left out)', async () => {
    const answer = await post('/api/campaigns', spring);
    expect(answer.status).toBe(201);
    const id = answer.body!.id as string;
    const recipientFilter = { cities: ['Austin'], performanceTiers: [], minListings: null, minExperience: null };
    expect(answer.body).toEqual({
      id,
      name: 'Spring listings',
      type: 'email',
      status: 'draft',
      templateId: WELCOME,
      subject: null,
      content: null,
      fromEmailAccountId: SALES,
      spreadAcrossMailboxes: false,
      recipientFilter,
      recipientCount: 2,
      sentCount: 0,
      openCount: 0,
      clickCount: 0,
      skippedCount: 0,
      failedCount: 0,
      unknownCount: 0,
      abTest: null,
      sequence: null,
      sendWindow: null,
      tracking: { opens: false, clicks: false },
      scheduledAt: null,
      scheduleMissed: null,
      sendNotStarted: null,
      excludedCount: 0,
      sentAt: null,
      completedAt: null,
      copiedFromId: null,
      createdAt: SPEC_NOW,
      updatedAt: SPEC_NOW,
      position: expect.any(String),
    });
    expect(answer.headers['x-event-position']).toBe(answer.body!.position);
    expect(answer.events).toEqual([
      {
        streamId: campaignStream(id),
        type: 'CampaignCreated',
        data: {
          campaignId: id,
          createdAt: SPEC_NOW,
          recipientCount: 2,
          name: 'Spring listings',
          type: 'email',
          content: { kind: 'template', templateId: WELCOME },
          sender: { kind: 'mailbox', emailAccountId: SALES },
          recipientFilter,
          abTest: null,
          sequence: null,
          sendWindow: null,
          tracking: { opens: false, clicks: false },
        },
        metadata: requestMetadata(api.actor(), { reason: 'Campaign created' }),
      },
    ]);
  });

  it('creates an A/B test and a sequence with their own texts, and schedules at once when asked', async () => {
    const ab = await post('/api/campaigns', {
      ...spring,
      type: 'ab-test',
      templateId: '',
      subject: 'Quick question, {{firstName}}',
      content: 'Hi {{firstName}}, a minute?',
      abTest: { variants: [{ subject: 'Variant A, {{firstName}}' }, { content: 'Hi {{firstName}}, a shorter note.' }], testPercent: 30 },
    });
    expect(ab.status, JSON.stringify(ab.body)).toBe(201);
    expect(ab.body).toMatchObject({ type: 'ab-test', templateId: null, subject: 'Quick question, {{firstName}}', abTest: { testPercent: 30, waitHours: 4, metric: 'replies', fallback: 'first-variant' } });

    const sequence = await post('/api/campaigns', {
      ...spring,
      type: 'sequence',
      templateId: null,
      status: 'scheduled',
      scheduledAt: '2026-01-06T09:00:00-05:00',
      sequence: { steps: [{ templateId: WELCOME, delayDays: 0 }, { subject: 'Following up', content: 'Any thoughts, {{firstName}}?', delayDays: 3, sendWindow: { days: ['mon', 'tue'], start: '09:00', end: '17:00' } }] },
    });
    expect(sequence.status, JSON.stringify(sequence.body)).toBe(201);
    expect(sequence.body).toMatchObject({ type: 'sequence', status: 'scheduled', scheduledAt: '2026-01-06T14:00:00.000Z', templateId: WELCOME });
    expect((sequence.body!.sequence as { steps: unknown[] }).steps).toEqual([
      { step: 1, templateId: WELCOME, subject: null, content: null, delayDays: 0, sendWindow: null, sameThread: false },
      { step: 2, templateId: null, subject: 'Following up', content: 'Any thoughts, {{firstName}}?', delayDays: 3, sendWindow: { days: ['mon', 'tue'], start: '09:00', end: '17:00' }, sameThread: true },
    ]);
    expect(sequence.events.map((e) => e.type)).toEqual(['CampaignCreated', 'CampaignScheduled']);
  });

  it.each<[string, object, number, string | RegExp]>([
    ['no mailbox', { fromEmailAccountId: null }, 400, 'Email account is required'],
    ['an empty mailbox choice', { fromEmailAccountId: '' }, 400, 'Email account is required'],
    ['an unknown mailbox', { fromEmailAccountId: MISSING }, 404, 'Email account not found'],
    ['an inactive mailbox', { fromEmailAccountId: OFF }, 400, 'The email account old@listingpro.example is inactive: choose an active one'],
    ['an unknown template', { templateId: MISSING }, 404, 'Template not found'],
    ['an SMS template', { templateId: TEXT }, 400, 'The template "Text" is an SMS template: choose an e-mail template'],
    ['no content', { templateId: null }, 400, 'Subject line is required'],
    ['an unknown variable', { templateId: null, subject: 'Hi {{nickname}}', content: 'x' }, 400, 'Subject line: unknown variable {{nickname}} at line 1, column 6'],
    ['no name', { name: ' ' }, 400, 'Campaign name is required'],
    ['an unknown type', { type: 'fax' }, 400, 'type is one of email, ab-test, sequence, sms'],
    ['an unknown tier', { recipientFilter: { performanceTiers: ['gold'] } }, 400, /^Unknown performance tier "gold"/],
    ['a negative minimum', { recipientFilter: { minListings: -1 } }, 400, 'The minimum number of listings must be a whole number from 0 to 100000'],
    ['a variant without a subject', { type: 'ab-test', templateId: null, abTest: { variants: [{ subject: 'A', content: 'x' }, { content: 'y' }] } }, 400, 'Variant B has no subject line: give it one or give the campaign one'],
    ['one variant', { type: 'ab-test', abTest: { variants: [{ subject: 'A' }] } }, 400, 'An A/B test needs 2 to 4 variants'],
    ['a negative delay', { type: 'sequence', templateId: null, sequence: { steps: [{ templateId: WELCOME, delayDays: 0 }, { templateId: WELCOME, delayDays: -2 }] } }, 400, 'Step 2: the delay cannot be negative'],
    ['a schedule in the past', { status: 'scheduled', scheduledAt: '2026-01-05T16:59:00.000Z' }, 400, 'The schedule time must be in the future'],
    ['a schedule without a time', { status: 'scheduled' }, 400, 'Choose when to send it: scheduledAt is required to schedule a campaign'],
    ['a draft with a time', { scheduledAt: '2026-02-01T00:00:00.000Z' }, 400, 'A draft has no send time: leave scheduledAt out, or set status to scheduled'],
    ['another status', { status: 'sent' }, 400, 'A new campaign is saved as a draft or scheduled'],
    ['a field it does not know', { colour: 'blue' }, 400, /colour/],
  ])('refuses %s with problem+json and records nothing', async (_what, change, status, message) => {
    expectProblem(await post('/api/campaigns', { ...spring, ...change }), status, message);
  });

  it('takes a tier given many times once, and refuses a list too long for the tiers naming the field', async () => {
    for (const times of [20, 21]) {
      const answer = await post('/api/campaigns', { ...spring, recipientFilter: { performanceTiers: Array.from({ length: times }, () => 'elite') } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toMatchObject({ recipientFilter: { performanceTiers: ['elite'] } });
      expect(answer.events[0]!.data).toMatchObject({ recipientFilter: { performanceTiers: ['elite'] } });
    }
    const six = ['elite', 'high-performer', 'active', 'moderate', 'entry', 'gold'];
    const refused = await post('/api/campaigns', { ...spring, recipientFilter: { performanceTiers: six } });
    expectProblem(refused, 400, 'recipientFilter.performanceTiers lists each tier once, at most 5 (elite, high-performer, active, moderate, entry)');
    expect(refused.body!.errors).toEqual([expect.objectContaining({ path: 'recipientFilter.performanceTiers' })]);
  });

  it('keeps a city with its state, so a city of the same name in another state is not in the audience', async () => {
    await query(
      `insert into read.contacts (id, first_name, email, city, state, status, listing_count, created_at, updated_at)
       values ($1, 'Pat', 'pat@example.com', 'Portland', 'ME', 'active', 7, now(), now()), ($2, 'Oli', 'oli@example.com', 'Portland', 'OR', 'active', 7, now(), now())`,
      [randomUUID(), randomUUID()],
    );
    const answer = await post('/api/campaigns', { ...spring, recipientFilter: { cities: ['portland ,ME'] } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ recipientFilter: { cities: ['portland, ME'] }, recipientCount: 1 });
  });

  it('spreads across the active mailboxes only when there is one', async () => {
    const spread = { ...spring, fromEmailAccountId: null, spreadAcrossMailboxes: true };
    expectProblem(await post('/api/campaigns', spread), 400, 'Email account is required: there is no active email account to spread the sending across');
    await query(
      `insert into read.email_accounts (id, name, provider, from_name, from_email, is_active, is_primary, secret_set, warmup_enabled, daily_limit, current_daily_limit, warmup_day, created_at, updated_at)
       values ($1, 'Sales', 'smtp', 'Dana', 'dana@listingpro.example', true, false, true, true, 2500, 50, 1, now(), now())`,
      [SALES],
    );
    const answer = await post('/api/campaigns', spread);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ fromEmailAccountId: null, spreadAcrossMailboxes: true });
  });
});

describe('PUT /api/campaigns/{id}', () => {
  it('changes the fields the edit dialog sends, recounting the audience, and records which changed', async () => {
    const id = await created();
    const answer = await api.when({ method: 'PUT', url: `/api/campaigns/${id}`, payload: { name: 'Spring (Dallas)', type: 'email', fromEmailAccountId: SALES, recipientFilter: { cities: ['Dallas'] } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id, name: 'Spring (Dallas)', recipientCount: 2, recipientFilter: { cities: ['Dallas'] }, createdAt: SPEC_NOW });
    expect(answer.events).toEqual([
      { streamId: campaignStream(id), type: 'CampaignUpdated', data: expect.objectContaining({ changed: ['name', 'recipientFilter'], recipientCount: 2 }), metadata: requestMetadata(api.actor(), { reason: 'Campaign edited' }) },
    ]);
    const unchanged = await api.when({ method: 'PUT', url: `/api/campaigns/${id}`, payload: { name: 'Spring (Dallas)' } });
    expect({ status: unchanged.status, events: unchanged.events }).toEqual({ status: 200, events: [] });
    const tracked = await api.when({ method: 'PUT', url: `/api/campaigns/${id}`, payload: { tracking: { clicks: true } } });
    expect(tracked.body).toMatchObject({ tracking: { opens: false, clicks: true } });
  });

  it('refuses an unknown campaign, bad input, and a campaign that can no longer change', async () => {
    const id = await created();
    expectProblem(await api.when({ method: 'PUT', url: `/api/campaigns/${MISSING}`, payload: { name: 'x' } }), 404, 'Campaign not found');
    expectProblem(await api.when({ method: 'PUT', url: '/api/campaigns/not-an-id', payload: { name: 'x' } }), 400, 'id must be a UUID');
    expectProblem(await api.when({ method: 'PUT', url: `/api/campaigns/${id}`, payload: { templateId: MISSING } }), 404, 'Template not found');
    expect((await post(`/api/campaigns/${id}/cancel`)).status).toBe(200);
    expectProblem(
      await api.when({ method: 'PUT', url: `/api/campaigns/${id}`, payload: { name: 'x' } }),
      409,
      'Cannot edit: the campaign was cancelled. Only a draft or a scheduled campaign can be edited; copy it to make a new one.',
    );
  });
});

describe('POST /api/campaigns/{id}/copy', () => {
  it('copies any campaign as a draft under "(Copy)" or the name given', async () => {
    const id = await created();
    await post(`/api/campaigns/${id}/cancel`);
    const copy = await post(`/api/campaigns/${id}/copy`);
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Spring listings (Copy)', status: 'draft', copiedFromId: id, templateId: WELCOME, recipientCount: 2 });
    expect(copy.events).toEqual([{ streamId: campaignStream(copy.body!.id as string), type: 'CampaignCopied', data: expect.objectContaining({ copiedFromId: id }), metadata: requestMetadata(api.actor(), { reason: 'Copied from another campaign' }) }]);
    expect((await post(`/api/campaigns/${id}/copy`, { name: 'Summer listings' })).body).toMatchObject({ name: 'Summer listings' });
    expectProblem(await post(`/api/campaigns/${MISSING}/copy`, {}), 404, 'Campaign not found');
  });
});

describe('schedule, pause, resume, cancel', () => {
  it('schedules for a future time, pauses with a reason, resumes to scheduled and cancels', async () => {
    const id = await created();
    const scheduled = await post(`/api/campaigns/${id}/schedule`, { scheduledAt: '2026-01-07T09:00:00.000Z' });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    expect(scheduled.body).toEqual({ id, status: 'scheduled', scheduledAt: '2026-01-07T09:00:00.000Z', position: expect.any(String) });
    expect(scheduled.events).toEqual([
      { streamId: campaignStream(id), type: 'CampaignScheduled', data: { campaignId: id, scheduledAt: '2026-01-07T09:00:00.000Z', previousScheduledAt: null, recipientCount: 2 }, metadata: requestMetadata(api.actor()) },
    ]);
    const paused = await post(`/api/campaigns/${id}/pause`, { reason: 'Waiting for the new pricing page' });
    expect(paused.body).toMatchObject({ id, status: 'paused' });
    expect(paused.events).toEqual([
      { streamId: campaignStream(id), type: 'CampaignPaused', data: { campaignId: id, pausedAt: SPEC_NOW, from: 'scheduled' }, metadata: requestMetadata(api.actor(), { reason: 'Waiting for the new pricing page' }) },
    ]);
    expectProblem(await post(`/api/campaigns/${id}/pause`), 409, 'Cannot pause: the campaign is paused. Only a scheduled or a sending campaign can be paused.');
    expect((await post(`/api/campaigns/${id}/resume`, {})).body).toMatchObject({ status: 'scheduled', scheduledAt: '2026-01-07T09:00:00.000Z' });
    expect((await post(`/api/campaigns/${id}/cancel`, { reason: 'Launch moved' })).body).toMatchObject({ status: 'cancelled' });
    expectProblem(await post(`/api/campaigns/${id}/resume`), 409, 'Cannot resume: the campaign was cancelled. Only a paused campaign can be resumed.');
    expectProblem(await post(`/api/campaigns/${id}/schedule`, { scheduledAt: '2026-01-08T09:00:00.000Z' }), 409, /^Cannot schedule: the campaign was cancelled/);
  });

  it('refuses a schedule in the past, an empty audience, an SMS campaign and an unknown campaign', async () => {
    const id = await created();
    expectProblem(await post(`/api/campaigns/${id}/schedule`, { scheduledAt: '2026-01-05T12:00:00.000Z' }), 400, 'The schedule time must be in the future');
    expectProblem(await post(`/api/campaigns/${id}/schedule`, { scheduledAt: 'tomorrow' }), 400, 'scheduledAt must be a date and time with its offset from UTC (ISO 8601, such as 2026-12-01T09:00:00Z)');
    expectProblem(await post(`/api/campaigns/${id}/schedule`, {}), 400, 'scheduledAt must be text');
    const nobody = await created({ ...spring, recipientFilter: { cities: ['Nowhere'] } });
    expectProblem(await post(`/api/campaigns/${nobody}/schedule`, { scheduledAt: '2026-01-07T09:00:00.000Z' }), 400, 'No recipients: no active contact with an e-mail address matches the recipient filter');
    const sms = await created({ name: 'Texts', type: 'sms', templateId: TEXT });
    expectProblem(await post(`/api/campaigns/${sms}/schedule`, { scheduledAt: '2026-01-07T09:00:00.000Z' }), 409, 'Cannot schedule: SMS campaigns are sent from the SMS Campaigns page');
    expectProblem(await post(`/api/campaigns/${MISSING}/schedule`, { scheduledAt: '2026-01-07T09:00:00.000Z' }), 404, 'Campaign not found');
    expectProblem(await post(`/api/campaigns/${MISSING}/cancel`), 404, 'Campaign not found');
  });
});

describe('POST /api/campaigns/create-from-wizard', () => {
  const wizard = {
    name: 'Free trial push - 2026-01-05',
    template: { id: 'wiz-1', name: 'Free trial, elite', description: 'Lead with the trial', category: 'free-trial', targetTier: 'elite', subjectLine: 'Your 7-day trial, {{firstName}}', content: 'Hi {{firstName}},\nTry it free for 7 days.' },
    targetTiers: ['elite', 'high-performer'],
  };

  it('saves the wizard template to the library and a draft on it for the tiers, from the mailbox given', async () => {
    const answer = await post('/api/campaigns/create-from-wizard', { ...wizard, fromEmailAccountId: SALES });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.events.map((e) => e.type)).toEqual(['TemplateCreated', 'CampaignCreated']);
    const templateId = (answer.events[0]!.data as { templateId: string }).templateId;
    expect(answer.events[0]!.data).toMatchObject({ name: 'Free trial, elite', subjectLines: ['Your 7-day trial, {{firstName}}'], category: 'free-trial', targetTier: 'elite', status: 'saved' });
    expect(answer.body).toMatchObject({ name: wizard.name, type: 'email', status: 'draft', templateId, fromEmailAccountId: SALES, recipientFilter: { performanceTiers: ['elite', 'high-performer'] }, recipientCount: 2 });
    expect(answer.events[1]!.metadata).toEqual(requestMetadata(api.actor(), { reason: 'Created from the email content wizard' }));
  });

  it('refuses a template with an unknown variable or no tier, and records neither', async () => {
    expectProblem(await post('/api/campaigns/create-from-wizard', { ...wizard, template: { ...wizard.template, content: 'Hi {{nick}}' } }), 400, 'Content: unknown variable {{nick}} at line 1, column 6');
    expectProblem(await post('/api/campaigns/create-from-wizard', { ...wizard, targetTiers: [] }), 400, 'Please select at least one performance tier');
    expectProblem(await post('/api/campaigns/create-from-wizard', { ...wizard, fromEmailAccountId: MISSING }), 404, 'Email account not found');
  });

  it('takes a tier given twice once, and refuses an unknown tier naming targetTiers', async () => {
    const twice = await post('/api/campaigns/create-from-wizard', { ...wizard, targetTiers: ['elite', 'elite', 'elite', 'high-performer', 'elite', 'high-performer'] });
    expect(twice.status, JSON.stringify(twice.body)).toBe(201);
    expect(twice.body).toMatchObject({ recipientFilter: { performanceTiers: ['elite', 'high-performer'] } });
    expectProblem(await post('/api/campaigns/create-from-wizard', { ...wizard, targetTiers: ['elite', 'gold'] }), 400, 'targetTiers: each is one of elite, high-performer, active, moderate, entry');
    expectProblem(
      await post('/api/campaigns/create-from-wizard', { ...wizard, targetTiers: ['elite', 'high-performer', 'active', 'moderate', 'entry', 'gold'] }),
      400,
      /^targetTiers/,
    );
  });

  it('keeps the template\'s tier and category as the template library would, and refuses what it would refuse naming the field', async () => {
    const kept = await post('/api/campaigns/create-from-wizard', { ...wizard, template: { ...wizard.template, targetTier: ' all ', category: ' Demo ' } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.events[0]!.data).toMatchObject({ targetTier: 'all', category: 'demo' });
    const none = await post('/api/campaigns/create-from-wizard', { ...wizard, template: { ...wizard.template, targetTier: undefined, category: undefined } });
    expect(none.events[0]!.data).toMatchObject({ targetTier: null, category: 'general' });

    const bogus = await post('/api/campaigns/create-from-wizard', { ...wizard, template: { ...wizard.template, targetTier: 'bogus' } });
    expectProblem(bogus, 400, 'Unknown target tier "bogus" (one of elite, high-performer, active, moderate, entry, all)');
    expect(bogus.body!.errors).toEqual([expect.objectContaining({ path: 'template.targetTier' })]);
    const sms = await post('/api/campaigns/create-from-wizard', { ...wizard, template: { ...wizard.template, category: 'sms-general' } });
    expectProblem(sms, 400, /^template\.category "sms-general" is an SMS template category/);
    expect(sms.body!.errors).toEqual([expect.objectContaining({ path: 'template.category' })]);
    const spaced = await post('/api/campaigns/create-from-wizard', { ...wizard, template: { ...wizard.template, category: 'Free Trial' } });
    expectProblem(spaced, 400, 'Category must be lowercase letters, digits and dashes, at most 50 characters');
    expect(spaced.body!.errors).toEqual([expect.objectContaining({ path: 'template.category' })]);
    const noSubject = await post('/api/campaigns/create-from-wizard', { ...wizard, template: { ...wizard.template, subjectLine: ' ' } });
    expectProblem(noSubject, 400, 'Subject line is required');
    expect(noSubject.body!.errors).toEqual([expect.objectContaining({ path: 'template.subjectLine' })]);
  });
});
