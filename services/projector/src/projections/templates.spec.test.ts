import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, type GivenEvent } from '../projectionSpec.ts';
import { templates } from './templates.ts';

const spec = projectionSpec(templates);

const WELCOME = '33333333-3333-4333-8333-333333333333';
const COPY = '33333333-3333-4333-8333-333333333334';
const TEXT = '33333333-3333-4333-8333-333333333335';

const fields = {
  type: 'email',
  name: 'Welcome',
  subjectLines: ['Hi {{firstName}}', 'A tool for {{company}}'],
  content: 'Hello {{firstName}}',
  variables: ['firstName', 'company'],
  targetTier: 'elite',
  category: 'general',
  status: 'saved',
};
const created: GivenEvent = { type: 'TemplateCreated', data: { templateId: WELCOME, createdAt: '2026-01-05T15:00:00.000Z', ...fields } };
const query = `select id::text, type, name, subject_lines, content, variables, target_tier, category, status, copied_from_id::text,
                      ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at, created_by, updated_by
                 from read.templates order by created_at, id`;
const row = {
  id: WELCOME,
  type: 'email',
  name: 'Welcome',
  subject_lines: ['Hi {{firstName}}', 'A tool for {{company}}'],
  content: 'Hello {{firstName}}',
  variables: ['firstName', 'company'],
  target_tier: 'elite',
  category: 'general',
  status: 'saved',
  copied_from_id: null,
  created_at: '2026-01-05T15:00:00.000Z',
  updated_at: '2026-01-05T15:00:00.000Z',
  created_by: 'spec',
  updated_by: 'spec',
};

describe('templates projection', () => {
  it('lists each template created or copied, once, with who made it and the copy’s source', async () => {
    const notifications = await spec
      .given([
        created,
        created,
        { type: 'TemplateCopied', data: { templateId: COPY, copiedFromId: WELCOME, createdAt: '2026-01-05T16:00:00.000Z', ...fields, name: 'Welcome (Copy)' }, actor: { kind: 'user', id: 'u2', username: 'kim' } },
      ])
      .then(query, [row, { ...row, id: COPY, name: 'Welcome (Copy)', copied_from_id: WELCOME, created_at: '2026-01-05T16:00:00.000Z', updated_at: '2026-01-05T16:00:00.000Z', created_by: 'kim', updated_by: 'kim' }]);
    expect(notifications).toEqual([{ subject: 'push.templates_changed', data: {} }]);
  });

  it('applies an update in full, at its time and by its author', async () => {
    await spec
      .given([
        created,
        {
          type: 'TemplateUpdated',
          data: { templateId: WELCOME, updatedAt: '2026-01-06T09:00:00.000Z', changed: ['name', 'status'], ...fields, name: 'Welcome v2', status: 'draft', targetTier: null },
          actor: { kind: 'system', process: 'importer' },
        },
      ])
      .then(query, [{ ...row, name: 'Welcome v2', status: 'draft', target_tier: null, updated_at: '2026-01-06T09:00:00.000Z', updated_by: 'importer' }]);
  });

  it('removes a deleted template and keeps SMS templates apart by type', async () => {
    await spec
      .given([
        created,
        { type: 'TemplateCreated', data: { templateId: TEXT, createdAt: '2026-01-05T15:01:00.000Z', ...fields, type: 'sms', subjectLines: [], category: 'sms-trial', name: 'Trial' } },
        { type: 'TemplateDeleted', data: { templateId: WELCOME, name: 'Welcome', templateType: 'email' } },
      ])
      .then(`select id::text, type, category, subject_lines from read.templates`, [{ id: TEXT, type: 'sms', category: 'sms-trial', subject_lines: [] }]);
  });

  it('describes its table and every column for analysts', async () => {
    const missing = await spec.query(
      `select a.attname from pg_attribute a
        where a.attrelid = 'read.templates'::regclass and a.attnum > 0 and not a.attisdropped and col_description(a.attrelid, a.attnum) is null`,
    );
    expect(missing).toEqual([]);
    expect(await spec.query(`select obj_description('read.templates'::regclass) is not null as described`)).toEqual([{ described: true }]);
  });
});
