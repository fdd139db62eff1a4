import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFixture } from './platformFixture.ts';

/** The template library over the whole platform: written through command-api, read back at once through query-api. */
let fx: Awaited<ReturnType<typeof platformFixture>>;
let admin: Record<string, string>;

beforeAll(async () => {
  fx = await platformFixture('templates_api');
  admin = await fx.signIn();
});
afterAll(async () => {
  await fx.close();
});

const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await fx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  if (res.headers['x-event-position']) admin['x-min-position'] = String(res.headers['x-event-position']);
  return res;
};
const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: admin });

describe('templates', () => {
  it('saves e-mail and SMS templates and lists them newest first, by type, category and status', async () => {
    const intro = await send('POST', '/api/templates', {
      name: 'Intro',
      subjectLines: ['Hi {{first_name}}', 'Listings in {{location}}'],
      content: 'Hello {{firstName | default: "there"}},\nAgents at {{company}} list faster.',
      variables: ['first_name', 'last_name', 'company', 'location'],
    });
    expect(intro.statusCode, intro.body).toBe(201);
    const text = await send('POST', '/api/templates', { name: 'Demo text', subjectLines: [], content: 'Hi {{firstName}}, 15 min for a demo?', targetTier: 'elite', category: 'sms-demo' });
    expect(text.statusCode, text.body).toBe(201);
    const draft = await send('POST', '/api/templates', { name: 'Half done', content: 'Dear {{firstName}}', status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);

    const all = await get('/api/templates');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().map((t: { name: string }) => t.name)).toEqual(['Half done', 'Demo text', 'Intro']);
    expect(all.json()[2]).toEqual({
      id: intro.json().id,
      type: 'email',
      name: 'Intro',
      subjectLines: ['Hi {{first_name}}', 'Listings in {{location}}'],
      content: 'Hello {{firstName | default: "there"}},\nAgents at {{company}} list faster.',
      variables: ['first_name', 'last_name', 'company', 'location', 'firstName'],
      targetTier: null,
      category: 'general',
      status: 'saved',
      copiedFromId: null,
      sms: null,
      createdAt: intro.json().createdAt,
      updatedAt: intro.json().createdAt,
    });
    const sms = await get('/api/templates?type=sms');
    expect(sms.json()).toEqual([expect.objectContaining({ name: 'Demo text', category: 'sms-demo', targetTier: 'elite', sms: { characters: 36, encoding: 'GSM-7', units: 40, segments: 1 } })]);
    expect((await get('/api/templates?type=email&status=saved')).json().map((t: { name: string }) => t.name)).toEqual(['Intro']);
    expect((await get('/api/templates?category=sms-demo')).json()).toHaveLength(1);
    expect((await get('/api/templates?type=fax')).statusCode).toBe(400);
  });

  it('reads one template right after a change, copies it, deletes it; an unknown id is a 404 problem', async () => {
    const created = await send('POST', '/api/templates', { name: 'Follow-up', subjectLines: ['Following up, {{firstName}}'], content: 'Hi {{firstName}}' });
    const id = created.json().id as string;
    expect((await send('PUT', `/api/templates/${id}`, { subjectLines: ['Quick follow-up', 'Still there, {{firstName}}?'] })).statusCode).toBe(200);
    const read = await get(`/api/templates/${id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id, name: 'Follow-up', subjectLines: ['Quick follow-up', 'Still there, {{firstName}}?'], content: 'Hi {{firstName}}' });

    const copy = await send('POST', `/api/templates/${id}/copy`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect((await get(`/api/templates/${copy.json().id}`)).json()).toMatchObject({ name: 'Follow-up (Copy)', copiedFromId: id, subjectLines: ['Quick follow-up', 'Still there, {{firstName}}?'] });

    expect((await send('DELETE', `/api/templates/${id}`)).statusCode).toBe(200);
    const gone = await get(`/api/templates/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(gone.json().message).toBe('Template not found');
  });

  it('refuses an unknown variable at save time and changes nothing', async () => {
    const before = (await get('/api/templates')).json().length;
    const refused = await send('POST', '/api/templates', { name: 'Typo', subjectLines: ['Hi {{firstname}}'], content: 'Hello' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      message: 'Subject line 1: unknown variable {{firstname}} (did you mean {{firstName}}?) at line 1, column 6',
      errors: [{ path: 'subjectLines.0', message: expect.stringContaining('{{firstname}}') }],
    });
    expect((await get('/api/templates')).json()).toHaveLength(before);
  });

  it('refuses over-long text with a problem naming the field, and changes nothing', async () => {
    const created = await send('POST', '/api/templates', { name: 'Bounded', subjectLines: ['Hi {{firstName}}'], content: 'Hello' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const before = (await get('/api/templates')).json();
    const cases: [method: 'POST' | 'PUT', url: string, payload: object, path: string, message: string][] = [
      ['POST', '/api/templates', { name: 'x'.repeat(1_001), subjectLines: ['Hi'], content: 'Hello' }, 'name', 'name is too long (at most 1000 characters)'],
      ['POST', '/api/templates', { name: 'Long', subjectLines: ['Hi'], content: 'x'.repeat(200_001) }, 'content', 'content is too long (at most 200000 characters)'],
      ['POST', '/api/templates', { name: 'Many', subjectLines: Array.from({ length: 51 }, (_, i) => `Hi ${i}`), content: 'Hello' }, 'subjectLines', 'At most 50 subject lines'],
      ['PUT', `/api/templates/${id}`, { subjectLines: ['Hi', 'x'.repeat(1_001)] }, 'subjectLines.1', 'Each subject line is too long (at most 1000 characters)'],
      ['PUT', `/api/templates/${id}`, { content: 'x'.repeat(200_001) }, 'content', 'content is too long (at most 200000 characters)'],
    ];
    for (const [method, url, payload, path, message] of cases) {
      const refused = await send(method, url, payload);
      expect(refused.statusCode, `${method} ${path}`).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json()).toMatchObject({ message, errors: [expect.objectContaining({ path, message })] });
    }
    expect((await get('/api/templates')).json()).toEqual(before);
  });
});
