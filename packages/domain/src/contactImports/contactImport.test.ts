import { describe, expect, it } from 'vitest';
import { given } from '../kit/given.ts';
import { contactImport, type ContactImportEvent } from './contactImport.ts';

const uploaded: ContactImportEvent = { type: 'ContactImportUploaded', data: { importId: 'i1', fileName: 'a.csv', columns: ['Email', 'Name', 'Phone'], bytes: 10 } };
const started: ContactImportEvent = { type: 'ContactImportStarted', data: { importId: 'i1', mapping: { Email: 'email', Name: 'firstName', Phone: null } } };

describe('contact import', () => {
  it('starts once, with a mapping over existing columns that identifies the agent', () => {
    expect(given(contactImport, [uploaded]).when({ type: 'StartImport', importId: 'i1', mapping: { Email: 'email', Name: 'firstName', Phone: null } }).run()).toEqual([started]);
    expect(given(contactImport, [uploaded, started]).when({ type: 'StartImport', importId: 'i1', mapping: { Email: 'email' } }).run).toThrow('This import has already been started');
    expect(given(contactImport, [uploaded]).when({ type: 'StartImport', importId: 'i1', mapping: { Nope: 'email' } }).run).toThrow('The file has no column named Nope');
    expect(given(contactImport, [uploaded]).when({ type: 'StartImport', importId: 'i1', mapping: { Name: 'firstName' } }).run).toThrow('Map at least an email or a phone column');
    expect(given(contactImport, [uploaded]).when({ type: 'StartImport', importId: 'i1', mapping: { Email: 'email', Phone: 'email' } }).run).toThrow('Two columns are mapped to email');
    expect(given(contactImport, []).when({ type: 'StartImport', importId: 'i1', mapping: {} }).run).toThrow('Upload a file first');
  });

  it('adds up progress and remembers the last line for a resume', () => {
    const progress = given(contactImport, [uploaded, started]).when({
      type: 'RecordProgress',
      importId: 'i1',
      processed: 3,
      imported: 1,
      merged: 1,
      lastLine: 4,
      rejections: [{ line: 3, reason: 'Invalid email address: x', row: { Email: 'x' } }],
    });
    const events = progress.run();
    const state = given(contactImport, [uploaded, started, ...events]).state;
    expect(state).toMatchObject({ processed: 3, imported: 1, merged: 1, rejected: 1, lastLine: 4, status: 'running' });
    expect(given(contactImport, [uploaded, started, ...events]).when({ type: 'CompleteImport', importId: 'i1' }).run()[0]!.data).toMatchObject({ processed: 3, rejected: 1 });
  });

  it('fails only an open import', () => {
    expect(given(contactImport, [uploaded, started]).when({ type: 'FailImport', importId: 'i1', error: 'boom' }).run()).toHaveLength(1);
    const done: ContactImportEvent = { type: 'ContactImportCompleted', data: { importId: 'i1', processed: 0, imported: 0, merged: 0, rejected: 0 } };
    expect(given(contactImport, [uploaded, started, done]).when({ type: 'FailImport', importId: 'i1', error: 'boom' }).run()).toEqual([]);
  });
});
