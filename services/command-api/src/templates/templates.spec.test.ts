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

  it('saves a draft (Save Draft) that lacks a name and a subject, but not one with nothing in it', async () => {
    const answer = await api.when({ method: 'POST', url: '/api/templates', payload: { name: '', content: 'Hi there', status: 'draft' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Untitled draft', subjectLines: [], content: 'Hi there', status: 'draft' });
    expectProblem(
      await api.when({ method: 'POST', url: '/api/templates', payload: { name: '', content: '', status: 'draft' } }),
      400,
      'Nothing to save: a draft needs a name, a subject line or some content',
    );
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

  it('takes an id written in capitals as the same id, and refuses a body that is not JSON (415)', async () => {
    await givenSpring();
    const renamed = await api.when({ method: 'PUT', url: `/api/templates/${SPRING.toUpperCase()}`, payload: { name: 'Spring listings, 2' } });
    expect(renamed.status).toBe(200);
    expect(renamed.events).toEqual([expect.objectContaining({ streamId: templateStream(SPRING), type: 'TemplateUpdated' })]);
    for (const type of ['text/plain', 'text/csv', 'application/octet-stream']) {
      expectProblem(await api.when({ method: 'POST', url: '/api/templates', headers: { 'content-type': type }, payload: 'name=Intro' }), 415, 'Unsupported content type');
    }
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

  it('refuses to delete, or make unfit for e-mail, a template that campaigns still to go use, naming them (409); drafts and sent ones do not hold it', async () => {
    const WINTER = '40000000-0000-4000-8000-00000000000b';
    await api.given(templateStream(WINTER), [{ type: 'TemplateCreated', data: { templateId: WINTER, createdAt: '2026-01-01T12:00:00.000Z', ...springFields, name: 'Winter' } }]);
    const campaign = (name: string, status: string, use: { templateId?: string; sequence?: unknown }) =>
      api.runtime().pg.query(
        `insert into read.campaigns (id, name, type, status, template_id, sequence, recipient_filter, tracking, created_at, updated_at, created_by, updated_by)
         values (gen_random_uuid(), $1, 'email', $2, $3, $4, '{}', '{}', now(), now(), 'admin', 'admin')`,
        [name, status, use.templateId ?? null, use.sequence === undefined ? null : JSON.stringify(use.sequence)],
      );
    await campaign('Winter draft', 'draft', { templateId: WINTER });
    await campaign('Winter last year', 'sent', { templateId: WINTER });
    expect((await api.when({ method: 'PUT', url: `/api/templates/${WINTER}`, payload: { name: 'Winter 2' } })).status).toBe(200);

    await campaign('Winter launch', 'scheduled', { templateId: WINTER });
    await campaign('Winter drip', 'paused', { sequence: [{ delayDays: 0, content: { kind: 'own', subject: 'Hi', content: 'Hello' } }, { delayDays: 3, content: { kind: 'template', templateId: WINTER } }] });
    const stillToGo = '“Winter drip”, “Winter launch”. Edit the scheduled ones to use another template, or cancel them, first.';
    expectProblem(await api.when({ method: 'DELETE', url: `/api/templates/${WINTER}` }), 409, `The template cannot be deleted while campaigns that are scheduled, sending or paused use it: ${stillToGo}`);
    for (const change of [{ category: 'sms-general' }, { subjectLines: [] }, { content: '  ' }]) {
      expectProblem(
        await api.when({ method: 'PUT', url: `/api/templates/${WINTER}`, payload: change }),
        409,
        `The template cannot be made unfit for e-mail campaigns while campaigns that are scheduled, sending or paused use it: ${stillToGo}`,
      );
    }
    expect((await api.when({ method: 'PUT', url: `/api/templates/${WINTER}`, payload: { name: 'Winter 3', category: 'follow-up' } })).status).toBe(200);

    await api.runtime().pg.query(`update read.campaigns set status = 'cancelled' where name in ('Winter launch', 'Winter drip')`);
    expect((await api.when({ method: 'DELETE', url: `/api/templates/${WINTER}` })).status).toBe(200);
  });
});
