import { describe, expect, it } from 'vitest';
import { addSubjectLine, draftFromTemplate, emptyDraft, filledSubjectLines, isDraftEmpty, removeSubjectLine, replaceSubjectLine, templateSaveBody } from './templateDraft.ts';

describe('template draft', () => {
  it('starts with one blank subject line and nothing written', () => {
    expect(emptyDraft()).toEqual({ id: null, name: '', subjectLines: [''], content: '', writtenOffline: { subjectLines: false, content: false } });
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
    expect(draftFromTemplate({ id: 't1', name: 'SMS', subjectLines: [], content: 'Hi' }).subjectLines).toEqual(['']);
    expect(draftFromTemplate({ id: 't2', name: 'Intro', subjectLines: ['A', 'B'], content: 'Hi' })).toMatchObject({ id: 't2', subjectLines: ['A', 'B'] });
  });
});
