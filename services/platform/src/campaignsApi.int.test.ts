import { randomUUID } from 'node:crypto';
import { stageAgents } from '@outreach/command-api/staging/stageAgents.ts';
import { EMPTY_FIELDS, type StagedAgent } from '@outreach/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * E-mail campaigns over the whole platform: written through command-api (with the templates,
 * mailboxes and contacts it names), read back at once through query-api, audited; the live
 * audience count of the creator over the contacts read model.
 */
let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: Record<string, string>;
let accountId: string;
let templateId: string;

const system = () => ({ actor: { kind: 'system' as const, process: 'test' }, now: new Date().toISOString(), requestId: 'test', correlationId: 'test', newId: () => randomUUID() });

/** Austin and Dallas agents with 60, 25, 12, 7 and 2 listings (elite, high-performer, active, moderate, entry) and 1–10 years. */
function agent(n: number): StagedAgent {
  return {
    stagedAgentId: `b1.${n}`,
    fields: { ...EMPTY_FIELDS, firstName: `First${n}`, lastName: `Last${n}`, email: `agent${n}@campaigns.example.com`, city: n % 2 ? 'Dallas' : 'Austin', state: 'TX', listingCount: [60, 25, 12, 7, 2][n % 5]!, yearsExperience: n + 1 },
  };
}

const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await fx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  if (res.headers['x-event-position']) admin['x-min-position'] = String(res.headers['x-event-position']);
  return res;
};
const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: admin });
/** An SMTP mailbox of the team (its server is never reached here). */
const addMailbox = (name: string, fromEmail: string) =>
  send('POST', '/api/email-accounts', { name, provider: 'smtp', fromName: 'Dana', fromEmail, smtpHost: '127.0.0.1', smtpPort: 2525, smtpUsername: 'dana', smtpSecurity: 'none', smtpPassword: 'secret-password' });

beforeAll(async () => {
  fx = await platformFixture('campaigns_api');
  admin = await fx.signIn();
  await stageAgents(fx.platform.runtime, 'b1', 'test', Array.from({ length: 10 }, (_, i) => agent(i)), system());
  const imported = await send('POST', '/api/contacts/bulk-import', { contacts: Array.from({ length: 10 }, (_, i) => ({ id: `b1.${i}` })) });
  expect(imported.statusCode, imported.body).toBe(200);
  const account = await addMailbox('Sales', 'dana@listingpro.example');
  expect(account.statusCode, account.body).toBe(201);
  accountId = account.json().id;
  // The streamlined creator saves its content as a template first (spec part 2 §7), then the campaign on it.
  const template = await send('POST', '/api/templates', { name: 'Spring intro', subjectLines: ['Hi {{firstName}}'], content: 'Agents in {{city}} list faster.', variables: ['firstName', 'city'] });
  expect(template.statusCode, template.body).toBe(201);
  templateId = template.json().id;
});
afterAll(async () => {
  await fx.close();
});

describe('audience count', () => {
  it('counts active contacts with an e-mail by city, tier, listings and experience, right after the contacts change', async () => {
    const count = async (query: string) => {
      const res = await get(`/api/campaigns/audience-count${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await count('')).toEqual({ count: 10, matching: 10, suppressed: 0, invalid: 0, recipientFilter: { cities: [], performanceTiers: [], minListings: null, minExperience: null } });
    expect((await count('?cities=Austin')).count).toBe(5);
    expect((await count('?cities=Austin&cities=Dallas&performanceTiers=elite')).count).toBe(2);
    expect((await count('?performanceTiers=elite&performanceTiers=high-performer&minExperience=5')).count).toBe(2);
    expect((await count('?minListings=12')).count).toBe(6);

    const page = (await get('/api/contacts?search=agent0%40campaigns&limit=5')).json();
    const ann = page.contacts[0];
    const changed = await send('PUT', `/api/contacts/${ann.id}`, { status: 'unsubscribed' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await count('?cities=Austin')).count).toBe(4);
  });

  it('refuses a bad filter with problem+json', async () => {
    for (const [query, message] of [
      ['?performanceTiers=gold', 'Unknown performance tier "gold" (one of elite, high-performer, active, moderate, entry)'],
      ['?minListings=-3', 'The minimum number of listings must be a whole number from 0 to 100000'],
      ['?minListings=many', 'minListings must be a number'],
      ['?colour=blue', /colour/],
    ] as const) {
      const res = await get(`/api/campaigns/audience-count${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
  });
});

describe('campaigns', () => {
  it('creates, edits, copies, schedules, pauses, resumes and cancels; every step is read back at once and audited', async () => {
    const created = await send('POST', '/api/campaigns', {
      name: 'Spring intro',
      type: 'email',
      status: 'draft',
      fromEmailAccountId: accountId,
      templateId,
      recipientCount: 5,
      recipientFilter: { cities: ['Austin'], performanceTiers: [], minListings: 0, minExperience: 0 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const read = await get(`/api/campaigns/${id}`);
    expect(read.statusCode, read.body).toBe(200);
    const { position: _position, ...answered } = created.json();
    expect(read.json()).toEqual(answered);
    expect(read.json()).toMatchObject({ status: 'draft', templateId, fromEmailAccountId: accountId, recipientCount: 4, sentCount: 0, openCount: 0, clickCount: 0, scheduledAt: null, sentAt: null });

    const edited = await send('PUT', `/api/campaigns/${id}`, { name: 'Spring intro (Texas)', type: 'email', fromEmailAccountId: accountId, recipientFilter: { cities: ['Austin', 'Dallas'], performanceTiers: ['elite', 'high-performer'] } });
    expect(edited.statusCode, edited.body).toBe(200);
    // Elite and high performers of both cities, less the one who unsubscribed.
    expect((await get(`/api/campaigns/${id}`)).json()).toMatchObject({ name: 'Spring intro (Texas)', recipientCount: 3 });

    const copy = await send('POST', `/api/campaigns/${id}/copy`, { name: 'Spring intro (follow-up)' });
    expect(copy.statusCode, copy.body).toBe(201);

    const scheduled = await send('POST', `/api/campaigns/${id}/schedule`, { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await get(`/api/campaigns/${id}`)).json()).toMatchObject({ status: 'scheduled', scheduledAt: scheduled.json().scheduledAt });
    expect((await send('POST', `/api/campaigns/${id}/pause`, { reason: 'Pricing page not live yet' })).statusCode).toBe(200);
    expect((await get(`/api/campaigns/${id}`)).json().status).toBe('paused');
    expect((await send('POST', `/api/campaigns/${id}/resume`)).json()).toMatchObject({ status: 'scheduled' });
    expect((await send('POST', `/api/campaigns/${id}/cancel`, { reason: 'Launch moved to summer' })).json()).toMatchObject({ status: 'cancelled' });

    const list = await get('/api/campaigns');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
      ['Spring intro (follow-up)', 'draft'],
      ['Spring intro (Texas)', 'cancelled'],
    ]);
    expect((await get('/api/campaigns?type=sms')).json()).toEqual([]);
    expect((await get('/api/campaigns?status=draft')).json()).toHaveLength(1);

    const audit = await get(`/api/audit/campaigns/${id}`);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(
      audit.json().events.map((e: { type: string; actor: { name: string }; reason: string | null; occurredAt: string }) => [e.type, e.actor.name, e.reason, typeof e.occurredAt]),
    ).toEqual([
      ['CampaignCreated', 'admin', 'Campaign created', 'string'],
      ['CampaignUpdated', 'admin', 'Campaign edited', 'string'],
      ['CampaignScheduled', 'admin', 'Campaign scheduled', 'string'],
      ['CampaignPaused', 'admin', 'Pricing page not live yet', 'string'],
      ['CampaignResumed', 'admin', 'Campaign resumed', 'string'],
      ['CampaignCancelled', 'admin', 'Launch moved to summer', 'string'],
    ]);
    expect((await get(`/api/audit/campaigns/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('creates a draft from the e-mail wizard on a new library template, from the primary mailbox (the first one added)', async () => {
    const res = await send('POST', '/api/campaigns/create-from-wizard', {
      name: 'Demo push - 2026-01-05',
      template: { id: 'w1', name: 'Demo, elite', description: 'Ask for a demo', category: 'demo', targetTier: 'elite', subjectLine: '15 minutes, {{firstName}}?', content: 'Hi {{firstName}}, a quick demo?' },
      targetTiers: ['elite'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'draft', fromEmailAccountId: accountId, spreadAcrossMailboxes: false, recipientFilter: { performanceTiers: ['elite'] }, recipientCount: 1 });
    const template = await get(`/api/templates/${res.json().templateId}`);
    expect(template.json()).toMatchObject({ name: 'Demo, elite', subjectLines: ['15 minutes, {{firstName}}?'], category: 'demo', targetTier: 'elite' });
  });

  it('keeps a mailbox and a template that a campaign scheduled a moment before sends, however soon after they are deleted (409)', async () => {
    const mailbox = await addMailbox('Launches', 'launches@listingpro.example');
    const template = await send('POST', '/api/templates', { name: 'Launch', subjectLines: ['Hi {{firstName}}'], content: 'We launch in {{city}}.', variables: ['firstName', 'city'] });
    const created = await send('POST', '/api/campaigns', { name: 'Launch day', type: 'email', status: 'draft', fromEmailAccountId: mailbox.json().id, templateId: template.json().id, recipientFilter: { cities: ['Austin'] } });
    const id = created.json().id as string;
    expect((await send('POST', `/api/campaigns/${id}/schedule`, { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() })).statusCode).toBe(200);
    // At once, with no read of the campaign between: the check waits for the campaigns read model to reach the schedule.
    const deleting = await fx.app.inject({ method: 'DELETE', url: `/api/email-accounts/${mailbox.json().id}`, headers: admin });
    expect([deleting.statusCode, deleting.json().message]).toEqual([409, expect.stringContaining('while campaigns that are scheduled, sending or paused use it: “Launch day”')]);
    const deletingTemplate = await fx.app.inject({ method: 'DELETE', url: `/api/templates/${template.json().id}`, headers: admin });
    expect([deletingTemplate.statusCode, deletingTemplate.json().message]).toEqual([409, expect.stringContaining('“Launch day”')]);

    expect((await send('POST', `/api/campaigns/${id}/cancel`, { reason: 'Launch moved' })).statusCode).toBe(200);
    expect((await fx.app.inject({ method: 'DELETE', url: `/api/email-accounts/${mailbox.json().id}`, headers: admin })).statusCode).toBe(200);
  });

  it('asks for another mailbox when a draft’s was deleted: on an edit (400 on fromEmailAccountId) and on a test e-mail (409)', async () => {
    const mailbox = await addMailbox('Short-lived', 'short@listingpro.example');
    const draft = await send('POST', '/api/campaigns', { name: 'Orphan', type: 'email', status: 'draft', fromEmailAccountId: mailbox.json().id, templateId, recipientFilter: { cities: ['Austin'] } });
    expect((await send('DELETE', `/api/email-accounts/${mailbox.json().id}`)).statusCode).toBe(200);
    const renamed = await send('PUT', `/api/campaigns/${draft.json().id}`, { name: 'Orphan, renamed' });
    expect([renamed.statusCode, renamed.json().message, renamed.json().errors]).toEqual([
      400,
      'The email account was deleted: choose another one to send from',
      [{ path: 'fromEmailAccountId', message: 'The email account was deleted: choose another one to send from' }],
    ]);
    const tested = await send('POST', `/api/campaigns/${draft.json().id}/test`, { testEmail: 'me@listingpro.example' });
    expect([tested.statusCode, tested.json().message]).toEqual([409, 'The email account was deleted: choose another one to send from']);
    expect((await send('PUT', `/api/campaigns/${draft.json().id}`, { name: 'Orphan, rehomed', fromEmailAccountId: accountId })).statusCode).toBe(200);
  });

  it('answers bad input with problem+json 400/404/409 and stores nothing', async () => {
    const before = (await get('/api/campaigns')).json().length;
    const base = { name: 'Bad', type: 'email', fromEmailAccountId: accountId, templateId, recipientFilter: { cities: ['Austin'] } };
    const cases: [string, string, object | undefined, number, string][] = [
      ['POST', '/api/campaigns', { ...base, fromEmailAccountId: null }, 400, 'Email account is required'],
      ['POST', '/api/campaigns', { ...base, templateId: randomUUID() }, 404, 'Template not found'],
      ['POST', '/api/campaigns', { ...base, type: 'ab-test', abTest: { variants: [{ content: 'x' }, { subject: 'B' }] }, templateId: null }, 400, 'Variant A has no subject line: give it one or give the campaign one'],
      ['POST', '/api/campaigns', { ...base, type: 'sequence', templateId: null, sequence: { steps: [{ templateId, delayDays: -1 }] } }, 400, 'Step 1: the delay cannot be negative'],
      ['POST', '/api/campaigns', { ...base, status: 'scheduled', scheduledAt: '2020-01-01T00:00:00.000Z' }, 400, 'The schedule time must be in the future'],
      ['POST', '/api/campaigns', { ...base, status: 'scheduled', scheduledAt: new Date(Date.now() + 3_600_000).toISOString(), recipientFilter: { cities: ['Nowhere'] } }, 400, 'No recipients: no active contact with an e-mail address matches the recipient filter'],
      ['PUT', `/api/campaigns/${randomUUID()}`, { name: 'x' }, 404, 'Campaign not found'],
      ['POST', `/api/campaigns/${randomUUID()}/pause`, undefined, 404, 'Campaign not found'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await send(method as 'POST', url, payload);
      expect({ status: res.statusCode, message: res.json().message }, url).toEqual({ status, message });
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const draft = (await send('POST', '/api/campaigns', base)).json();
    const paused = await send('POST', `/api/campaigns/${draft.id}/pause`);
    expect({ status: paused.statusCode, message: paused.json().message }).toEqual({ status: 409, message: 'Cannot pause: the campaign is a draft. Only a scheduled or a sending campaign can be paused.' });
    // This platform has no sender's postal address: its marketing e-mail could not go out, so the send is refused now, nothing queued.
    const sent = await send('POST', `/api/campaigns/${draft.id}/send`);
    expect({ status: sent.statusCode, message: sent.json().message }).toEqual({
      status: 409,
      message: 'Cannot send: Marketing e-mail needs the sender’s postal address for its footer: set SENDER_POSTAL_ADDRESS',
    });
    expect((await get(`/api/campaigns/${draft.id}`)).json()).toMatchObject({ status: 'draft' });
    expect((await get('/api/campaigns')).json().length).toBe(before + 1);
  });
});

describe('POST /api/campaigns/{id}/test', () => {
  it("sends the campaign's first e-mail, filled in with the sample values, to one address from the campaign's mailbox, counted in no campaign figure", async () => {
    const campaign = (await send('POST', '/api/campaigns', { name: 'Test me', type: 'email', fromEmailAccountId: accountId, templateId, recipientFilter: { cities: ['Austin'] } })).json();
    const res = await send('POST', `/api/campaigns/${campaign.id}/test`, { testEmail: 'Me@Listingpro.example' });
    expect(res.statusCode, res.body).toBe(202);
    const answer = res.json();
    expect(answer).toMatchObject({ simulation: false, testEmail: 'Me@Listingpro.example', preview: { subject: 'Hi Sarah', content: 'Agents in Austin list faster.' } });
    const queued = (await get(`/api/outbound-emails/${answer.messageId}`)).json();
    expect(queued).toMatchObject({ to: 'me@listingpro.example', subject: 'Hi Sarah', text: 'Agents in Austin list faster.', source: 'test', campaignId: null, emailAccountId: accountId });
    expect((await get(`/api/campaigns/${campaign.id}`)).json()).toMatchObject({ status: 'draft', sentCount: 0 });
  });

  it("tests an A/B test's first variant", async () => {
    const campaign = (
      await send('POST', '/api/campaigns', {
        name: 'AB test me',
        type: 'ab-test',
        fromEmailAccountId: accountId,
        subject: 'Base {{firstName}}',
        content: 'Base body',
        abTest: { variants: [{ subject: 'Variant A for {{firstName}}' }, { subject: 'Variant B' }] },
        recipientFilter: {},
      })
    ).json();
    const res = await send('POST', `/api/campaigns/${campaign.id}/test`, { testEmail: 'me@listingpro.example' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().preview).toEqual({ subject: 'Variant A for Sarah', content: 'Base body' });
  });

  it('refuses a missing or malformed address and an unknown campaign with problem+json, queuing nothing', async () => {
    const before = (await get('/api/outbound-emails?limit=200')).json().emails.length;
    const campaign = (await get('/api/campaigns')).json()[0];
    const cases: [string, object, number, string][] = [
      [`/api/campaigns/${campaign.id}/test`, {}, 400, 'Email Required'],
      [`/api/campaigns/${campaign.id}/test`, { testEmail: 'not-an-address' }, 400, 'Invalid Email'],
      [`/api/campaigns/${randomUUID()}/test`, { testEmail: 'me@listingpro.example' }, 404, 'Campaign not found'],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await send('POST', url, payload);
      expect({ status: res.statusCode, message: res.json().message }, url).toEqual({ status, message });
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await get('/api/outbound-emails?limit=200')).json().emails.length).toBe(before);
  });
});
