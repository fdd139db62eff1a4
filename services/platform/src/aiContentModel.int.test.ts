import { randomUUID } from 'node:crypto';
import { promoteStagedAgents } from '@outreach/command-api/staging/promoteStagedAgents.ts';
import { stageAgents } from '@outreach/command-api/staging/stageAgents.ts';
import { aiGenerationStream, EMPTY_FIELDS, type RecordedEvent } from '@outreach/domain';
import { startFakeOpenAi, type FakeOpenAi } from '@outreach/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/**
 * Every content generator through the whole platform with a model configured: the real `openai`
 * SDK talks to a local OpenAI-compatible server (OPENAI_BASE_URL) that answers as scripted. The
 * answers are the model's, validated and labelled `generatedBy: 'model'`; a malformed answer is asked
 * again once; the model's failures answer problem+json with the spec's messages and record nothing.
 */

let fake: FakeOpenAi;
let fx: Awaited<ReturnType<typeof platformFixture>>;
let cookie: string;
let contactId: string;

const MODEL = 'fake-gpt';
const profile = { name: 'HomeBeacon', tone: 'friendly', keyBenefits: ['Save 10 hours per week'] };
const template = { name: 'Value first', description: 'Benefits, then the offer', category: 'demo', targetTier: 'elite', subjectLine: 'A quick demo?', content: 'Hi {{firstName}}, ...' };
const system = () => ({ actor: { kind: 'system' as const, process: 'test' }, now: new Date().toISOString(), requestId: 't', correlationId: 't', newId: () => randomUUID() });

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fx = await platformFixture('ai_model', { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: MODEL, OPENAI_TIMEOUT_MS: '1500' });
  cookie = (await fx.signIn()).cookie;
  await stageAgents(fx.platform.runtime, 'aim', 'test', [{ stagedAgentId: 'aim.1', fields: { ...EMPTY_FIELDS, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '+15125550142', city: 'Austin', state: 'TX', listingCount: 23, yearsExperience: 12 } }], system());
  contactId = (await promoteStagedAgents(fx.platform.runtime, 'all', 'demo', system())).contactIds.get('aim.1')!;
});
afterAll(async () => {
  await fx?.close();
  await fake?.close();
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

/** Each generator, the model's scripted answer, and what the endpoint answers with it. */
const endpoints: { url: string; endpoint: string; payload: () => unknown; model: unknown; expected: Record<string, unknown>; prompt: RegExp }[] = [
  {
    url: '/api/ai/generate-email',
    endpoint: 'generate-email',
    payload: () => ({ companyProfile: profile, campaignType: 'introduction' }),
    model: { content: 'Hi {{firstName}}, meet HomeBeacon.', subjectLines: ['One', 'Two', 'Three'] },
    expected: { content: 'Hi {{firstName}}, meet HomeBeacon.', subjectLines: ['One', 'Two', 'Three'] },
    prompt: /introductory e-mail/,
  },
  {
    url: '/api/ai/generate-subject-lines',
    endpoint: 'generate-subject-lines',
    payload: () => ({ emailContent: 'Try HomeBeacon for 7 days.', companyProfile: profile }),
    model: { subjectLines: ['A', 'B', 'C', 'D', 'E'] },
    expected: { subjectLines: ['A', 'B', 'C', 'D', 'E'] },
    prompt: /Try HomeBeacon for 7 days/,
  },
  {
    url: '/api/ai/improve-content',
    endpoint: 'improve-content',
    payload: () => ({ currentContent: 'Hi, we sell software.', companyProfile: profile, improvementFocus: 'More Concise' }),
    model: { content: 'Hi {{firstName}}, shorter now.' },
    expected: { content: 'Hi {{firstName}}, shorter now.' },
    prompt: /More Concise/,
  },
  {
    url: '/api/ai/optimize-template',
    endpoint: 'optimize-template',
    payload: () => ({ subject: 'FREE!!!', content: 'Click here' }),
    model: { improvedSubject: '{{firstName}}, a quick idea', improvedContent: 'Hi {{firstName}}', recommendations: [{ impact: 'high', type: 'subject', issue: 'Shouting', suggestion: 'Calm down' }] },
    expected: { improvedSubject: '{{firstName}}, a quick idea', improvedContent: 'Hi {{firstName}}', recommendations: [{ impact: 'high', type: 'subject', issue: 'Shouting', suggestion: 'Calm down' }] },
    prompt: /FREE!!!/,
  },
  {
    url: '/api/ai/generate-marketing-ideas',
    endpoint: 'generate-marketing-ideas',
    payload: () => ({ targetAudience: 'Elite agents', campaignType: 'email' }),
    model: { ideas: [{ title: 'T', targetAudience: 'Elite agents', campaignType: 'email', description: 'D', subject: 'S', messageTemplate: 'M', callToAction: 'C', timing: 'Tue', expectedResponse: '5%' }] },
    expected: { ideas: [{ title: 'T', targetAudience: 'Elite agents', campaignType: 'email', description: 'D', subject: 'S', messageTemplate: 'M', callToAction: 'C', timing: 'Tue', expectedResponse: '5%' }] },
    prompt: /Elite agents/,
  },
  {
    url: '/api/ai/generate-personalized-message',
    endpoint: 'generate-personalized-message',
    payload: () => ({ contactId, messageType: 'follow-up', campaignFocus: 'Spring listings' }),
    model: { subject: 'Ana, spring?', message: 'Hi Ana, about your 23 listings in Austin…' },
    expected: { subject: 'Ana, spring?', message: 'Hi Ana, about your 23 listings in Austin…' },
    prompt: /First name: Ana[\s\S]*City: Austin[\s\S]*Active listings: 23[\s\S]*Years of experience: 12[\s\S]*Spring listings/,
  },
  {
    url: '/api/content/generate-wizard',
    endpoint: 'content-generate-wizard',
    payload: () => ({ goal: 'demo', tiers: ['elite'], companyProfile: profile }),
    model: { templates: [template] },
    expected: { templates: [{ ...template, id: expect.any(String) }] },
    prompt: /Goal: Demo \(demo\)\. Audience tiers: Elite \(elite\)/,
  },
  {
    // A model's own labels are filed as the library keeps them: the goal's category, one of the chosen tiers.
    url: '/api/content/generate-wizard',
    endpoint: 'content-generate-wizard',
    payload: () => ({ goal: 'demo', tiers: ['elite'], companyProfile: profile }),
    model: { templates: [{ ...template, category: 'Demo Request', targetTier: 'Top producers' }] },
    expected: { templates: [{ ...template, id: expect.any(String) }] },
    prompt: /Goal: Demo \(demo\)/,
  },
  {
    url: '/api/content/refine-wizard',
    endpoint: 'content-refine-wizard',
    payload: () => ({ originalTemplates: [{ ...template, id: 'tpl-1' }], feedback: 'Warmer please', goal: 'demo', tiers: ['elite'], companyProfile: profile }),
    model: { templates: [{ ...template, id: 'tpl-1', content: 'Hi {{firstName}}! Warmer.' }] },
    expected: { templates: [{ ...template, id: 'tpl-1', content: 'Hi {{firstName}}! Warmer.' }] },
    prompt: /Warmer please/,
  },
  {
    url: '/api/sms/generate-wizard',
    endpoint: 'sms-generate-wizard',
    payload: () => ({ goal: 'trial', tiers: ['entry'], companyProfile: profile }),
    model: { templates: [{ name: 'Short', description: 'Direct', message: 'Hi {{firstName}}, 7 days free? Reply STOP to opt out', targetTier: 'entry' }] },
    expected: { templates: [{ id: expect.any(String), name: 'Short', description: 'Direct', message: 'Hi {{firstName}}, 7 days free? Reply STOP to opt out', targetTier: 'entry', estimatedLength: 'Hi Sandra, 7 days free? Reply STOP to opt out'.length }] },
    prompt: /Free trial \(trial\)/,
  },
];

describe('content generators through a model (the openai SDK against a local OpenAI-compatible server)', () => {
  it.each(endpoints)('$url answers the model’s validated answer, labelled and recorded', async ({ url, endpoint, payload, model, expected, prompt }) => {
    const before = fake.requests.length;
    fake.reply({ json: model });
    const res = await post(url, payload());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({ ...expected, generatedBy: 'model', model: MODEL, generationId: expect.any(String), position: expect.any(String) });
    const request = fake.requests[before]!;
    expect(request.body.model).toBe(MODEL);
    expect(request.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(request.body.messages?.map((m) => m.content).join('\n')).toMatch(prompt);
    const [event] = await recorded(body.generationId);
    expect(event).toMatchObject({ type: 'AiContentGenerated', data: { endpoint, generatedBy: 'model', model: MODEL, attempts: 1 }, metadata: { actor: { kind: 'user', username: 'admin' } } });
  });

  it('a contact’s e-mail and phone never reach the model', () => {
    const asked = fake.requests.map((r) => JSON.stringify(r.body)).join('\n');
    expect(asked).not.toContain('ana@example.com');
    expect(asked).not.toContain('5550142');
  });

  it('malformed JSON is asked again once; the second, good answer is taken', async () => {
    fake.reply({ content: '{"subjectLines": ["A", "B"' }, { json: { subjectLines: ['A', 'B', 'C', 'D', 'E'] } });
    const res = await post('/api/ai/generate-subject-lines', { emailContent: 'Hello there', companyProfile: profile });
    expect(res.statusCode).toBe(200);
    const [event] = await recorded(res.json().generationId);
    expect(event!.data).toMatchObject({ attempts: 2 });
  });

  it('the model’s failures answer problem+json with the spec’s messages and record nothing', async () => {
    const before = await generationCount();
    const payload = { emailContent: 'Hello there', companyProfile: profile };

    fake.reply({ content: 'Here you go: subject lines!' }, { json: { subjectLines: ['only one'] } });
    const invalid = await post('/api/ai/generate-subject-lines', payload);
    expect(invalid.statusCode).toBe(502);
    expect(invalid.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(invalid.json()).toMatchObject({ status: 502, message: 'Failed to generate subject lines. Please try again.', code: 'ai_invalid_answer' });
    expect(invalid.body).not.toContain('Here you go');

    fake.reply({ json: { content: 'late', subjectLines: ['a', 'b', 'c'] }, delayMs: 5_000 });
    const slow = await post('/api/ai/generate-email', { companyProfile: profile, campaignType: 'introduction' });
    expect(slow.statusCode).toBe(504);
    expect(slow.json().message).toBe('The AI service took too long to answer. Please try a simpler request.');

    fake.reply({ status: 401, message: 'Incorrect API key provided: sk-abc***xyz', code: 'invalid_api_key' });
    const refused = await post('/api/ai/improve-content', { currentContent: 'Hi', companyProfile: profile, improvementFocus: 'More Concise' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe("The AI service did not accept this server's API key. Please ask an administrator to check OPENAI_API_KEY.");
    expect(refused.body).not.toContain('sk-abc');

    fake.reply({ status: 429, message: 'Rate limit reached', retryAfter: '20' });
    const limited = await post('/api/content/generate-wizard', { goal: 'demo', tiers: ['elite'], companyProfile: profile });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('20');
    expect(limited.json()).toMatchObject({ message: 'The AI service is busy right now. Please try again in 20 seconds.', code: 'ai_rate_limited' });

    fake.reply({ status: 500, message: 'The server had an error' });
    const broken = await post('/api/ai/generate-marketing-ideas', { targetAudience: 'Elite agents', campaignType: 'email' });
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toBe('Failed to generate marketing ideas. Please try again.');

    const unknown = await post('/api/ai/generate-personalized-message', { contactId: randomUUID(), messageType: 'follow-up' });
    expect(unknown.statusCode).toBe(404);
    expect(fake.pending()).toBe(0);
    expect(await generationCount()).toBe(before);
  });
});
