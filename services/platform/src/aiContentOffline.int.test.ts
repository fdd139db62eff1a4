import { randomUUID } from 'node:crypto';
import { promoteStagedAgents } from '@outreach/command-api/staging/promoteStagedAgents.ts';
import { stageAgents } from '@outreach/command-api/staging/stageAgents.ts';
import { aiGenerationStream, EMPTY_FIELDS, type ContactFields, type RecordedEvent } from '@outreach/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * Every content generator through the whole platform with no model configured: the offline writer
 * answers each one in its spec shape, labelled `generatedBy: 'offline'`, written from the company
 * profile and, for a personalized message, the contact's own fields; each answer is recorded as
 * AiContentGenerated with who asked and why. Lead statistics are the contacts' real figures. Bad
 * input answers 400/404 problem+json and records nothing.
 */

let fx: Awaited<ReturnType<typeof platformFixture>>;
let cookie: string;
let adminId: string;
const contactIds = new Map<string, string>();

const profile = {
  name: 'HomeBeacon',
  industry: 'Real Estate Technology',
  targetAudience: 'Real estate agents and brokers',
  tone: 'professional',
  companyDescription: 'HomeBeacon is the listing workspace for agents who would rather sell than type.',
  keyBenefits: ['Save 10 hours per week', 'Automated lead follow-up', 'MLS sync in one click'],
};

const system = () => ({ actor: { kind: 'system' as const, process: 'test' }, now: new Date().toISOString(), requestId: 't', correlationId: 't', newId: () => randomUUID() });
const agent = (id: string, fields: Partial<ContactFields>) => ({ stagedAgentId: id, fields: { ...EMPTY_FIELDS, ...fields } });

beforeAll(async () => {
  fx = await platformFixture('ai_offline');
  cookie = (await fx.signIn()).cookie;
  const me = await fx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  adminId = me.json().id;
  const runtime = fx.platform.runtime;
  await stageAgents(
    runtime,
    'ai1',
    'test',
    [
      agent('ai1.1', { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', company: 'Lone Star Realty', city: 'Austin', state: 'TX', listingCount: 23, yearsExperience: 12 }),
      agent('ai1.2', { firstName: 'Ben', lastName: 'Ode', email: 'ben@example.com', city: 'Austin', state: 'TX', listingCount: 55, yearsExperience: 20 }),
      agent('ai1.3', { firstName: 'Cy', lastName: 'Park', email: 'cy@example.com', city: 'Dallas', state: 'TX', listingCount: 3 }),
      agent('ai1.4', { firstName: 'Di', lastName: 'Lane', email: 'di@example.com', city: 'Miami', state: 'FL', listingCount: 12, yearsExperience: 4 }),
    ],
    system(),
  );
  const promoted = await promoteStagedAgents(runtime, 'all', 'demo', system());
  for (const [staged, contactId] of promoted.contactIds) contactIds.set(staged, contactId);
});
afterAll(async () => {
  await fx.close();
});

const post = (url: string, payload: unknown) => fx.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });

async function generationCount(): Promise<number> {
  const { rows } = await fx.platform.runtime.pg.query<{ n: number }>(`select count(*)::int as n from es.events where stream_id like 'ai-generation-%'`);
  return rows[0]!.n;
}

async function recorded(generationId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of fx.platform.runtime.eventStore.readStream(aiGenerationStream(generationId))) events.push(e);
  return events;
}

/** Generate, check the common answer and its record; the answer's body. */
async function generated(url: string, payload: unknown, endpoint: string) {
  const res = await post(url, payload);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ generatedBy: 'offline', model: null, generationId: expect.any(String), position: expect.any(String) });
  expect(res.headers['x-event-position']).toBe(body.position);
  const [event, ...more] = await recorded(body.generationId);
  expect(more).toEqual([]);
  expect(event).toMatchObject({
    type: 'AiContentGenerated',
    data: { generationId: body.generationId, endpoint, generatedBy: 'offline', model: null, attempts: 0 },
    metadata: { actor: { kind: 'user', id: adminId, username: 'admin' }, occurredAt: expect.any(String), requestId: res.headers['x-request-id'], reason: expect.any(String) },
  });
  const { generatedBy: _g, model: _m, generationId: _id, position: _p, ...output } = body;
  expect(event!.data).toMatchObject({ output });
  return body;
}

describe('content generators without a model (offline writer)', () => {
  it('generate-email: an e-mail of the asked kind with three subject lines, in the profile’s words', async () => {
    const body = await generated('/api/ai/generate-email', { companyProfile: profile, campaignType: 'demo-request', specificFocus: 'lead follow-up', callToAction: 'Book a demo' }, 'generate-email');
    expect(body.content).toContain('HomeBeacon');
    expect(body.content).toMatch(/Book a demo/);
    expect(body.subjectLines).toHaveLength(3);
    const again = (await post('/api/ai/generate-email', { companyProfile: profile, campaignType: 'demo-request', specificFocus: 'lead follow-up', callToAction: 'Book a demo' })).json();
    expect(again.content).not.toBe(body.content);
    const [event] = await recorded(body.generationId);
    expect(event!.data).toMatchObject({ input: { company: 'HomeBeacon', campaignType: 'demo-request', specificFocus: 'lead follow-up' } });
    expect(event!.metadata.reason).toBe('Email Templates: demo-request e-mail');
  });

  it('generate-subject-lines, improve-content and optimize-template work on the e-mail given', async () => {
    const email = 'Hi {{firstName}},\n\nWe built HomeBeacon so agents spend less time typing listings and more time with clients. Try it free for 7 days.\n\nBest,\nSam';
    const subjects = await generated('/api/ai/generate-subject-lines', { emailContent: email, companyProfile: profile }, 'generate-subject-lines');
    expect(subjects.subjectLines).toHaveLength(5);
    const improved = await generated('/api/ai/improve-content', { currentContent: email, companyProfile: profile, improvementFocus: 'Add Benefits' }, 'improve-content');
    expect(improved.content).toContain('• Automated lead follow-up');
    expect(improved.content).toContain('Best,\nSam');
    const optimized = await generated('/api/ai/optimize-template', { subject: 'FREE TRIAL!!!', content: 'CLICK HERE now' }, 'optimize-template');
    expect(optimized.improvedSubject).not.toMatch(/!!|FREE/);
    expect(optimized.recommendations[0]).toEqual({ impact: expect.stringMatching(/^(high|medium|low)$/), type: expect.any(String), issue: expect.any(String), suggestion: expect.any(String) });
  });

  it('generate-marketing-ideas and generate-personalized-message (the contact’s own fields)', async () => {
    const ideas = await generated('/api/ai/generate-marketing-ideas', { targetAudience: 'Elite agents', campaignType: 'sms', specialFocus: 'spring market', companyProfile: profile }, 'generate-marketing-ideas');
    expect(ideas.ideas).toHaveLength(3);
    for (const idea of ideas.ideas) expect(idea.messageTemplate.length).toBeLessThanOrEqual(160);
    const message = await generated('/api/ai/generate-personalized-message', { contactId: contactIds.get('ai1.1'), messageType: 'introduction', campaignFocus: '  ', companyProfile: profile }, 'generate-personalized-message');
    expect(message.message).toMatch(/^Hi Ana,/);
    expect(message.message).toMatch(/general real estate growth/);
    expect(message.subject).toContain('Ana');
    const [event] = await recorded(message.generationId);
    expect(event!.data).toMatchObject({ input: { messageType: 'introduction', campaignFocus: 'General real estate growth', contactCity: 'Austin', contactTier: 'high-performer' } });
    expect(JSON.stringify(event!.data)).not.toContain('ana@example.com');
  });

  it('without a profile in the request, the saved company profile is written for', async () => {
    const saved = await fx.app.inject({
      method: 'PUT',
      url: '/api/company-profile',
      headers: { cookie },
      payload: {
        name: 'Nestwise',
        industry: 'Real Estate Technology',
        targetAudience: 'Real estate agents and brokers',
        tone: 'casual',
        companyDescription: 'Nestwise runs open houses for agents without the paperwork.',
        keyBenefits: ['Open house sign-ups on autopilot'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ideas = await generated('/api/ai/generate-marketing-ideas', { targetAudience: 'Active agents', campaignType: 'email' }, 'generate-marketing-ideas');
    expect(ideas.ideas.map((i: { messageTemplate: string; description: string }) => i.messageTemplate + i.description).join(' ')).toContain('Nestwise');
    const message = await generated('/api/ai/generate-personalized-message', { contactId: contactIds.get('ai1.4'), messageType: 'check-in' }, 'generate-personalized-message');
    expect(message.message).toContain('Nestwise');
    expect(message.message).toMatch(/^Hi Di,/);
    const optimized = await generated('/api/ai/optimize-template', { subject: 'Hello', content: 'We have a product for you' }, 'optimize-template');
    expect(optimized.improvedContent).toContain('The Nestwise team');
  });

  it('the Email Wizard writes three templates for the goal and tiers and refines them, ids kept; the SMS Wizard writes one-segment texts', async () => {
    const wizard = await generated('/api/content/generate-wizard', { goal: 'free-trial', tiers: ['elite', 'active'], customMessage: 'Mention our spring webinar', companyProfile: profile }, 'content-generate-wizard');
    expect(wizard.templates).toHaveLength(3);
    for (const t of wizard.templates) expect(['elite', 'active']).toContain(t.targetTier);
    const refined = await generated(
      '/api/content/refine-wizard',
      { originalTemplates: wizard.templates, feedback: 'Make them shorter', goal: 'free-trial', tiers: ['elite', 'active'], companyProfile: profile },
      'content-refine-wizard',
    );
    expect(refined.templates.map((t: { id: string }) => t.id)).toEqual(wizard.templates.map((t: { id: string }) => t.id));
    const sms = await generated('/api/sms/generate-wizard', { goal: 'demo', tiers: ['entry'], companyProfile: profile }, 'sms-generate-wizard');
    for (const t of sms.templates) {
      expect(t.estimatedLength).toBeLessThanOrEqual(160);
      expect(t.message).toMatch(/Reply STOP to opt out$/);
    }
  });

  it('lead statistics are the contacts’ real figures', async () => {
    let stats: Record<string, unknown> = {};
    for (let i = 0; i < 100 && stats.totalLeads !== 4; i++) {
      stats = (await fx.app.inject({ method: 'GET', url: '/api/ai/lead-statistics', headers: { cookie } })).json();
      if (stats.totalLeads !== 4) await new Promise((r) => setTimeout(r, 50));
    }
    expect(stats).toEqual({
      totalLeads: 4,
      highPerformers: 2,
      avgExperience: 12,
      avgListings: 23.3,
      topCities: [
        { city: 'Austin', state: 'TX', count: 2 },
        { city: 'Dallas', state: 'TX', count: 1 },
        { city: 'Miami', state: 'FL', count: 1 },
      ],
      topStates: [
        { state: 'TX', count: 3 },
        { state: 'FL', count: 1 },
      ],
      tierCounts: { elite: 1, 'high-performer': 1, active: 1, moderate: 0, entry: 1 },
    });
  });

  it('bad input answers 400/404 problem+json with the spec’s messages and records nothing', async () => {
    const before = await generationCount();
    const cases: [string, unknown, number, string][] = [
      ['/api/ai/generate-email', { campaignType: 'introduction' }, 400, 'Please setup your company profile first'],
      ['/api/ai/generate-email', { companyProfile: { ...profile, name: '  ' }, campaignType: 'introduction' }, 400, 'Please setup your company profile first'],
      ['/api/ai/generate-email', { companyProfile: profile, campaignType: 'newsletter' }, 400, 'Please choose introduction, product-update or demo-request'],
      ['/api/ai/generate-subject-lines', { emailContent: '   ', companyProfile: profile }, 400, 'Please add email content first'],
      ['/api/ai/improve-content', { currentContent: '', companyProfile: profile, improvementFocus: 'More Concise' }, 400, 'Please add email content first'],
      ['/api/ai/improve-content', { currentContent: 'x'.repeat(20_001), companyProfile: profile, improvementFocus: 'More Concise' }, 400, 'Please keep this under 20000 characters'],
      ['/api/ai/optimize-template', { subject: 'Hi', content: ' ' }, 400, 'Please enter both subject and content to optimize'],
      ['/api/ai/generate-marketing-ideas', { targetAudience: 'Elite agents' }, 400, 'Please select both target audience and campaign type'],
      ['/api/ai/generate-personalized-message', { messageType: 'introduction' }, 400, 'Please select a contact, message type, and campaign focus'],
      ['/api/ai/generate-personalized-message', { contactId: contactIds.get('ai1.1'), messageType: '' }, 400, 'Please select a contact, message type, and campaign focus'],
      ['/api/ai/generate-personalized-message', { contactId: randomUUID(), messageType: 'introduction' }, 404, 'Contact not found'],
      ['/api/content/generate-wizard', { tiers: ['elite'], companyProfile: profile }, 400, 'Please choose a campaign goal'],
      ['/api/content/generate-wizard', { goal: 'demo', tiers: [], companyProfile: profile }, 400, 'Please select at least one performance tier'],
      ['/api/content/refine-wizard', { originalTemplates: [], feedback: 'shorter', goal: 'demo', tiers: ['elite'], companyProfile: profile }, 400, 'Please generate templates first'],
      [
        '/api/content/refine-wizard',
        { originalTemplates: [{ id: 'a', name: 'n', description: 'd', category: 'demo', targetTier: 'elite', subjectLine: 's', content: 'c' }], feedback: ' ', goal: 'demo', tiers: ['elite'], companyProfile: profile },
        400,
        'Please describe what to change',
      ],
      [
        '/api/content/refine-wizard',
        { originalTemplates: [{ id: 'a', name: 'n', description: 'd', category: 'demo', targetTier: 'elite', subjectLine: 's', content: 'c' }], feedback: 'shorter', goal: 'demo', tiers: ['elite'] },
        400,
        'Please set up your company profile before refining the templates',
      ],
      ['/api/sms/generate-wizard', { goal: 'demo', tiers: ['platinum'], companyProfile: profile }, 400, 'Unknown tier'],
      ['/api/ai/generate-email', { companyProfile: profile, campaignType: 'introduction', temperature: 2 }, 400, 'Unknown field: temperature'],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 80)}`).toBe(status);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.json().message, url).toBe(message);
    }
    const signedOut = await fx.app.inject({ method: 'POST', url: '/api/ai/generate-email', payload: { companyProfile: profile, campaignType: 'introduction' } });
    expect(signedOut.statusCode).toBe(401);
    expect(await generationCount()).toBe(before);
  });
});
