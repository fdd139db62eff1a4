import { describe, expect, it } from 'vitest';
import {
  fileNameHeader,
  initialMapping,
  isImportRunning,
  isNewerImportProgress,
  MAPPING_NEEDS_IDENTIFIER,
  mappedPreview,
  mappingProblem,
  rejectionsCsvUrl,
} from './importMapping.ts';

describe('initialMapping', () => {
  it('takes the suggestion per column and leaves unknown columns out of the import', () => {
    expect(initialMapping(['First', 'E-mail', 'Fax'], { First: 'firstName', 'E-mail': 'email', Extra: 'notes' })).toEqual({
      First: 'firstName',
      'E-mail': 'email',
      Fax: null,
    });
  });
});

describe('mappingProblem', () => {
  it('needs an email, phone or mobile phone column', () => {
    expect(mappingProblem({ First: 'firstName', Fax: null })).toBe(MAPPING_NEEDS_IDENTIFIER);
    expect(mappingProblem({ Cell: 'mobilePhone' })).toBeNull();
    expect(mappingProblem({ Mail: 'email', Tel: 'phone' })).toBeNull();
  });

  it('refuses a field fed by two columns', () => {
    expect(mappingProblem({ Mail: 'email', Mail2: 'email' })).toBe('Email is mapped from more than one column');
  });
});

describe('mappedPreview', () => {
  it('keeps mapped columns in file order and fills short rows with empty text', () => {
    const preview = mappedPreview(
      ['First', 'Fax', 'Mail'],
      [
        ['Ann', '1', 'ann@example.com'],
        ['Bob', '2'],
      ],
      { First: 'firstName', Fax: null, Mail: 'email' },
    );
    expect(preview.columns).toEqual([
      { column: 'First', field: 'firstName' },
      { column: 'Mail', field: 'email' },
    ]);
    expect(preview.rows).toEqual([
      { __previewRow: '0', First: 'Ann', Mail: 'ann@example.com' },
      { __previewRow: '1', First: 'Bob', Mail: '' },
    ]);
  });
});

describe('import helpers', () => {
  it('polls while the import is uploaded or running', () => {
    expect(isImportRunning({ status: 'uploaded' })).toBe(true);
    expect(isImportRunning({ status: 'running' })).toBe(true);
    expect(isImportRunning({ status: 'completed' })).toBe(false);
    expect(isImportRunning({ status: 'failed' })).toBe(false);
    expect(isImportRunning(undefined)).toBe(false);
  });

  it('percent-encodes the file name for its header', () => {
    expect(fileNameHeader('agents.csv')).toBe('agents.csv');
    expect(fileNameHeader('agents 100%-é.csv')).toBe('agents%20100%25-%C3%A9.csv');
    expect(decodeURIComponent(fileNameHeader('agents 100%-é.csv'))).toBe('agents 100%-é.csv');
  });

  it('links the rejected rows as CSV', () => {
    expect(rejectionsCsvUrl('abc')).toBe('/api/contact-imports/abc/rejections?format=csv');
  });
});

describe('isNewerImportProgress', () => {
  const progress = (status: 'uploaded' | 'running' | 'completed' | 'failed', processed: number) => ({
    importId: 'i1',
    fileName: 'agents.csv',
    status,
    processed,
    imported: processed,
    merged: 0,
    rejected: 0,
    error: null,
    startedAt: null,
    completedAt: null,
  });

  it('takes anything when nothing is shown yet', () => {
    expect(isNewerImportProgress(undefined, progress('running', 0))).toBe(true);
  });

  it('takes more rows, or a later status, never a step back', () => {
    expect(isNewerImportProgress(progress('running', 500), progress('running', 1000))).toBe(true);
    expect(isNewerImportProgress(progress('running', 1000), progress('running', 1000))).toBe(true);
    expect(isNewerImportProgress(progress('running', 1000), progress('running', 500))).toBe(false);
    expect(isNewerImportProgress(progress('running', 1000), progress('completed', 1000))).toBe(true);
    expect(isNewerImportProgress(progress('completed', 1000), progress('running', 1500))).toBe(false);
    expect(isNewerImportProgress(progress('uploaded', 0), progress('failed', 0))).toBe(true);
  });
});
