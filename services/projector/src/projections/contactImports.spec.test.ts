import { describe, expect, it } from 'vitest';
import { iso, projectionSpec, specTime, type GivenEvent } from '../projectionSpec.ts';
import { contactImports } from './contactImports.ts';

const spec = projectionSpec(contactImports);

const IMP = '33333333-3333-4333-8333-333333333333';
const uploaded: GivenEvent = { type: 'ContactImportUploaded', data: { importId: IMP, fileName: 'agents.csv', columns: ['Email', 'Phone'], bytes: 120 } };
const started: GivenEvent = { type: 'ContactImportStarted', data: { importId: IMP, mapping: { Email: 'email', Phone: 'phone' } } };
const progressed = (processed: number, imported: number, merged: number, rejections: { line: number; reason: string; row: Record<string, string> }[], rejected: number): GivenEvent => ({
  type: 'ContactImportProgressed',
  data: { importId: IMP, processed, imported, merged, rejected, lastLine: processed + 1, rejections },
});
const query = `select id::text, file_name, columns, status, processed, imported, merged, rejected, error, uploaded_by,
                      ${iso('uploaded_at')} as uploaded_at, ${iso('started_at')} as started_at, ${iso('completed_at')} as completed_at
                 from read.contact_imports`;

describe('contactImports projection', () => {
  it('follows an import from upload to completion with its figures, and pushes its progress', async () => {
    const figures = { status: 'completed', processed: 4, imported: 2, merged: 1, rejected: 1, error: null };
    const notifications = await spec
      .given([
        uploaded,
        started,
        progressed(2, 1, 0, [{ line: 3, reason: 'Invalid email address: x', row: { Email: 'x', Phone: '' } }], 1),
        progressed(4, 2, 1, [], 1),
        { type: 'ContactImportCompleted', data: { importId: IMP, processed: 4, imported: 2, merged: 1, rejected: 1 } },
      ])
      .then(query, [
        {
          id: IMP,
          file_name: 'agents.csv',
          columns: ['Email', 'Phone'],
          ...figures,
          uploaded_by: 'spec',
          uploaded_at: specTime(0),
          started_at: specTime(1),
          completed_at: specTime(4),
        },
      ]);
    expect(notifications).toEqual([
      {
        subject: 'push.contact_import_progress',
        data: {
          importId: IMP,
          fileName: 'agents.csv',
          ...figures,
          startedAt: specTime(1),
          completedAt: specTime(4),
        },
      },
    ]);
  });

  it('keeps each rejected row once, with its line, reason and values', async () => {
    const rejection = { line: 3, reason: 'Invalid email address: x', row: { Email: 'x', Phone: '' } };
    await spec
      .given([uploaded, started, progressed(2, 1, 0, [rejection], 1), progressed(2, 1, 0, [rejection, { line: 5, reason: 'An email address or a mobile phone is required', row: { Email: '', Phone: '' } }], 2)])
      .then(`select import_id::text, line, reason, row_values from read.contact_import_rejections order by line`, [
        { import_id: IMP, line: 3, reason: 'Invalid email address: x', row_values: { Email: 'x', Phone: '' } },
        { import_id: IMP, line: 5, reason: 'An email address or a mobile phone is required', row_values: { Email: '', Phone: '' } },
      ]);
  });

  it('records a failed import with its reason and when it stopped; an upload by a process names no one', async () => {
    await spec
      .given([{ ...uploaded, actor: { kind: 'system', process: 'importer' } }, started, { type: 'ContactImportFailed', data: { importId: IMP, error: 'The file could not be read' } }])
      .then(`select status, error, uploaded_by, ${iso('completed_at')} as completed_at from read.contact_imports`, [
        { status: 'failed', error: 'The file could not be read', uploaded_by: null, completed_at: specTime(2) },
      ]);
  });
});
