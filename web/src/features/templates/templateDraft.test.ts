import { describe, expect, it } from 'vitest';
import {
  addSubjectLine,
  canAddSubjectLine,
  draftFromTemplate,
  emptyDraft,
  filledSubjectLines,
  hasNothingToSave,
  isDraftEmpty,
  MAX_SUBJECT_LINES,
  removeSubjectLine,
  replaceSubjectLine,
  templateSaveBody,
  unpublishWarning,
  withGeneratedSubjectLines,
} from './templateDraft.ts';

describe('template draft', () => {
  it('starts with one blank subject line and nothing written', () => {
    expect(emptyDraft()).toEqual({ id: null, status: null, name: '', subjectLines: [''], content: '', writtenOffline: { subjectLines: false, content: false } });
    expect(isDraftEmpty(emptyDraft())).toBe(true);
    expect(isDraftEmpty({ ...emptyDraft(), subjectLines: ['', 'Hi'] })).toBe(false);
  });

  it('adds and removes subject line options, always keeping one', () => {
    const two = addSubjectLine(['First']);
    expect(two).toEqual(['First', '']);
    expect(replaceSubjectLine(two, 1, 'Second')).toEqual(['First', 'Second']);
    expect(removeSubjectLine(['First', 'Second'], 0)).toEqual(['Second']);
    expect(removeSubjectLine(['Only'], 0)).toEqual(['Only']);
  });

  it('holds as many subject lines as the server keeps (20), no more', () => {
    expect(MAX_SUBJECT_LINES).toBe(20);
    const full = Array.from({ length: MAX_SUBJECT_LINES }, (_, i) => `Line ${i}`);
    expect(canAddSubjectLine(full.slice(1))).toBe(true);
    expect(canAddSubjectLine(full)).toBe(false);
    expect(addSubjectLine(full)).toEqual(full);
  });

  it('saves trimmed, non-blank subject lines, the name trimmed and the default variables', () => {
    const draft = { ...emptyDraft(), name: '  Intro  ', subjectLines: [' Hi {{firstName}} ', '  ', 'Quick question'], content: 'Hello {{first_name}}' };
    expect(filledSubjectLines(draft.subjectLines)).toEqual(['Hi {{firstName}}', 'Quick question']);
    expect(templateSaveBody(draft, 'draft')).toEqual({
      name: 'Intro',
      subjectLines: ['Hi {{firstName}}', 'Quick question'],
      content: 'Hello {{first_name}}',
      variables: ['first_name', 'last_name', 'company', 'location'],
      status: 'draft',
    });
  });

  it('opens a library template with at least one subject field', () => {
    expect(draftFromTemplate({ id: 't1', status: 'saved', name: 'SMS', subjectLines: [], content: 'Hi' }).subjectLines).toEqual(['']);
    expect(draftFromTemplate({ id: 't2', status: 'draft', name: 'Intro', subjectLines: ['A', 'B'], content: 'Hi' })).toMatchObject({ id: 't2', status: 'draft', subjectLines: ['A', 'B'] });
  });
});

describe('AI Generate', () => {
  const generated = ['One', 'Two', 'Three', 'Four', 'Five'];

  it('keeps the subject lines typed and adds the generated ones after them', () => {
    expect(withGeneratedSubjectLines(['My own subject'], generated)).toEqual({ lines: ['My own subject', ...generated], added: 5 });
    expect(withGeneratedSubjectLines(['My own subject', '  '], generated).lines).toEqual(['My own subject', ...generated]);
  });

  it('fills an empty builder with the generated lines', () => {
    expect(withGeneratedSubjectLines([''], generated)).toEqual({ lines: generated, added: 5 });
  });

  it('adds no line twice and stops at the most a template holds', () => {
    expect(withGeneratedSubjectLines(['two', 'Mine'], generated).lines).toEqual(['two', 'Mine', 'One', 'Three', 'Four', 'Five']);
    const full = Array.from({ length: MAX_SUBJECT_LINES - 2 }, (_, i) => `Line ${i}`);
    expect(withGeneratedSubjectLines(full, generated)).toEqual({ lines: [...full, 'One', 'Two'], added: 2 });
    expect(withGeneratedSubjectLines([...full, 'a', 'b'], generated)).toEqual({ lines: [...full, 'a', 'b'], added: 0 });
  });
});

describe('Save Draft', () => {
  it('has nothing to save without a name, a subject line or content, even for a library template', () => {
    expect(hasNothingToSave(emptyDraft())).toBe(true);
    expect(hasNothingToSave({ ...emptyDraft(), id: 't1', status: 'draft', subjectLines: [' '] })).toBe(true);
    expect(hasNothingToSave({ ...emptyDraft(), name: 'Intro' })).toBe(false);
    expect(hasNothingToSave({ ...emptyDraft(), subjectLines: ['', 'Hi'] })).toBe(false);
    expect(hasNothingToSave({ ...emptyDraft(), content: 'Hello' })).toBe(false);
  });

  it('warns before a saved template becomes a draft, and only then', () => {
    expect(unpublishWarning({ status: 'saved', name: ' Intro ' })).toEqual({
      title: 'Turn this template into a draft?',
      description: '"Intro" will no longer be offered when creating campaigns until you save it with Save Template again.',
    });
    expect(unpublishWarning({ status: 'saved', name: '' })?.description).toMatch(/^This template will no longer be offered/);
    expect(unpublishWarning({ status: 'draft', name: 'Intro' })).toBeNull();
    expect(unpublishWarning({ status: null, name: 'Intro' })).toBeNull();
  });
});
