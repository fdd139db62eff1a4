import { templateStream } from '@outreach/domain';
import { describe, expect, it } from 'vitest';
import { commandApiSpec, expectProblem, requestMetadata, SPEC_NOW } from '../commandApiSpec.ts';

const api = commandApiSpec('templates');

const SPRING = '40000000-0000-4000-8000-00000000000a';
const MISSING = '40000000-0000-4000-8000-0000000000ff';

const springFields = {
  type: 'email',
  name: 'Spring listings',
  subjectLines: ['{{firstName}}, spring is busy in {{city}}'],
  content: 'Hi {{firstName | default: "there"}},\nList faster this spring.',
  variables: ['firstName', 'city'],
  targetTier: 'active',
  category: 'general',
  status: 'saved',
};

async function givenSpring() {
  await api.given(templateStream(SPRING), [{ type: 'TemplateCreated', data: { templateId: SPRING, createdAt: '2026-01-01T12:00:00.000Z', ...springFields } }]);
}

describe('template commands', () => {
  it('creates an e-mail template: blank subject lines dropped, variables listed and used, recorded by the signed-in user', async () => {
    const answer = await api.when({
      method: 'POST',
      url: '/api/templates',
      payload: { name: 'Intro', subjectLines: ['Hi {{first_name}}', '  '], content: 'Hello {{firstName}} at {{company}}', variables: ['first_name', 'last_name', 'company', 'location'] },
    });
    expect(answer.status).toBe(201);
    const id = answer.body!.id as string;
    const fields = {
      type: 'email',
      name: 'Intro',
      subjectLines: ['Hi {{first_name}}'],
      content: 'Hello {{firstName}} at {{company}}',
      variables: ['first_name', 'last_name', 'company', 'location', 'firstName'],
      targetTier: null,
      category: 'general',
      status: 'saved',
    };
    expect(answer.body).toEqual({ id, ...fields, copiedFromId: null, sms: null, createdAt: SPEC_NOW, updatedAt: SPEC_NOW, position: expect.any(String) });
    expect(answer.headers['x-event-position']).toBe(answer.body!.position);
    expect(answer.events).toEqual([{ streamId: templateStream(id), type: 'TemplateCreated', data: { templateId: id, createdAt: SPEC_NOW, ...fields }, metadata: requestMetadata(api.actor()) }]);
  });

  it('saves a draft (Save Draft) that lacks a subject and content', async () => {
    const answer = await api.when({ method: 'POST', url: '/api/templates', payload: { name: '', content: '', status: 'draft' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Untitled draft', subjectLines: [], content: '', status: 'draft' });
  });

  it('creates an SMS template with its length and segments', async () => {
    const answer = await api.when({
      method: 'POST',
      url: '/api/templates',
      payload: { name: 'Trial', subjectLines: [], content: 'Hi {{firstName}}! Your trial is ready 🎉', targetTier: 'elite', category: 'sms-trial' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ type: 'sms', category: 'sms-trial', targetTier: 'elite', sms: { characters: 39, encoding: 'UCS-2', units: 40, segments: 1 } });
  });

  it.each([
    [{ name: 'Intro', subjectLines: ['Hi {{fristName}}'], content: 'Hello' }, 'Subject line 1: unknown variable {{fristName}} (did you mean {{firstName}}?) at line 1, column 6'],
    [{ name: 'Intro', subjectLines: ['Hi'], content: 'Hello {{ firstName' }, 'Content: syntax error: output "{{ firstName" not closed at line 1, column 7'],
    [{ name: 'Intro', subjectLines: [' '], content: 'Hello' }, 'Subject line is required'],
    [{ name: ' ', subjectLines: ['Hi'], content: 'Hello' }, 'Template name is required'],
    [{ name: 'Text', content: 'x'.repeat(161), category: 'sms-general' }, 'Message Too Long: Keep under 160 for single SMS (this message has 161 characters)'],
    [{ name: 'Intro', subjectLines: ['Hi'], content: 'Hello', category: 'sms-promo' }, /^Unknown SMS template category "sms-promo"/],
    [{ name: 'Intro', subjectLines: ['Hi'], content: 'Hello', unknownField: 1 }, /unknownField/],
    [{ name: 'Intro', subjectLines: 'Hi', content: 'Hello' }, 'subjectLines must be a list of text'],
    [{ name: 'x'.repeat(1_001), subjectLines: ['Hi'], content: 'Hello' }, 'name is too long (at most 1000 characters)'],
    [{ name: 'Intro', subjectLines: ['Hi'], content: 'x'.repeat(200_001) }, 'content is too long (at most 200000 characters)'],
    [{ name: 'Intro', subjectLines: Array.from({ length: 51 }, (_, i) => `Hi ${i}`), content: 'Hello' }, 'At most 50 subject lines'],
    [{ name: 'Intro', subjectLines: ['Hi', 'x'.repeat(1_001)], content: 'Hello' }, 'Each subject line is too long (at most 1000 characters)'],
  ])('refuses %j with 400 and records nothing', async (payload, message) => {
    expectProblem(await api.when({ method: 'POST', url: '/api/templates', payload }), 400, message);
  });

  it('updates only the fields given, and records which changed', async () => {
    await givenSpring();
    const answer = await api.when({ method: 'PUT', url: `/api/templates/${SPRING}`, payload: { name: 'Spring listings 2026', subjectLines: ['Spring in {{city}}', ''] } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: SPRING, name: 'Spring listings 2026', subjectLines: ['Spring in {{city}}'], content: springFields.content, createdAt: '2026-01-01T12:00:00.000Z', updatedAt: SPEC_NOW });
    expect(answer.events).toEqual([
      {
        streamId: templateStream(SPRING),
        type: 'TemplateUpdated',
        data: { templateId: SPRING, updatedAt: SPEC_NOW, changed: ['name', 'subjectLines'], ...springFields, name: 'Spring listings 2026', subjectLines: ['Spring in {{city}}'] },
        metadata: requestMetadata(api.actor()),
      },
    ]);
    const unchanged = await api.when({ method: 'PUT', url: `/api/templates/${SPRING}`, payload: { name: 'Spring listings 2026' } });
    expect({ status: unchanged.status, events: unchanged.events }).toEqual({ status: 200, events: [] });
    expectProblem(await api.when({ method: 'PUT', url: `/api/templates/${SPRING}`, payload: { content: 'Hi {{nickname}}' } }), 400, 'Content: unknown variable {{nickname}} at line 1, column 6');
  });

  it('copies a template under "(Copy)" or a given name, pointing at its source', async () => {
    await givenSpring();
    const answer = await api.when({ method: 'POST', url: `/api/templates/${SPRING}/copy` });
    expect(answer.status).toBe(201);
    const id = answer.body!.id as string;
    expect(id).not.toBe(SPRING);
    expect(answer.events).toEqual([
      {
        streamId: templateStream(id),
        type: 'TemplateCopied',
        data: { templateId: id, copiedFromId: SPRING, createdAt: SPEC_NOW, ...springFields, name: expect.stringMatching(/ \(Copy\)$/) },
        metadata: requestMetadata(api.actor()),
      },
    ]);
    const named = await api.when({ method: 'POST', url: `/api/templates/${SPRING}/copy`, payload: { name: 'Summer listings' } });
    expect(named.body).toMatchObject({ name: 'Summer listings', copiedFromId: SPRING });
  });

  it('deletes a template once; an unknown id is a 404 for every command, a malformed one a 400', async () => {
    await givenSpring();
    const answer = await api.when({ method: 'DELETE', url: `/api/templates/${SPRING}` });
    expect(answer.status).toBe(200);
    expect(answer.events).toEqual([
      { streamId: templateStream(SPRING), type: 'TemplateDeleted', data: { templateId: SPRING, name: expect.any(String), templateType: 'email' }, metadata: requestMetadata(api.actor()) },
    ]);
    expectProblem(await api.when({ method: 'DELETE', url: `/api/templates/${SPRING}` }), 404, 'Template not found');
    expectProblem(await api.when({ method: 'PUT', url: `/api/templates/${MISSING}`, payload: { name: 'x' } }), 404, 'Template not found');
    expectProblem(await api.when({ method: 'POST', url: `/api/templates/${MISSING}/copy`, payload: {} }), 404, 'Template not found');
    expectProblem(await api.when({ method: 'DELETE', url: '/api/templates/not-a-uuid' }), 400, 'id must be a UUID');
  });
});
