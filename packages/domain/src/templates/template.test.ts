import { describe, expect, it } from 'vitest';
import { DomainError } from '../kit/errors.ts';
import { given } from '../kit/given.ts';
import { template } from './template.ts';
import { smsLength } from './templateFields.ts';
import { TEXT, WELCOME, WELCOME_COPY, textInput, welcomeCreated, welcomeInput } from './templateFixtures.ts';

describe('CreateTemplate', () => {
  it('records an e-mail template with its subject lines, the variables listed and used, and the decision time', () => {
    const { run, context } = given(template, []).when({ type: 'CreateTemplate', templateId: WELCOME, input: welcomeInput });
    expect(run()).toEqual([{ ...welcomeCreated, data: { ...welcomeCreated.data, createdAt: context.now } }]);
  });

  it('drops blank subject lines and trims the name; the category decides the type', () => {
    const input = { ...welcomeInput, name: '  Welcome  ', subjectLines: ['', '  Hi {{firstName}} ', '   '], category: '' };
    expect(given(template, []).when({ type: 'CreateTemplate', templateId: WELCOME, input }).run()[0]!.data).toMatchObject({
      name: 'Welcome',
      subjectLines: ['Hi {{firstName}}'],
      category: 'general',
      type: 'email',
    });
  });

  it.each([
    [{ name: ' ' }, 'Template name is required'],
    [{ subjectLines: ['  ', ''] }, 'Subject line is required'],
    [{ content: '\n ' }, 'Email content is required'],
    [{ subjectLines: ['Hi {{fristName}}'] }, 'Subject line 1: unknown variable {{fristName}} (did you mean {{firstName}}?) at line 1, column 6'],
    [{ content: 'Hello\n{{ company' }, 'Content: syntax error: output "{{ company" not closed at line 2, column 1'],
    [{ variables: ['favouriteColour'] }, 'Unknown variable {{favouriteColour}} in the variable list'],
    [{ targetTier: 'gold' }, 'Unknown target tier "gold" (one of elite, high-performer, active, moderate, entry, all)'],
    [{ category: 'sms-spam' }, 'Unknown SMS template category "sms-spam" (one of sms-general, sms-demo, sms-trial, sms-follow-up, sms-nurture, sms-urgent)'],
    [{ category: 'Big Deals!' }, 'Category must be lowercase letters, digits and dashes, at most 50 characters'],
  ])('refuses %j: %s', (change, message) => {
    const error = given(template, []).when({ type: 'CreateTemplate', templateId: WELCOME, input: { ...welcomeInput, ...change } }).error();
    expect({ code: error.code, message: error.message }).toEqual({ code: 'invalid', message });
  });

  it("saves a draft ('Save Draft') without a name, subject or content, but not with none of them, and never with an unknown variable", () => {
    const draft = { ...welcomeInput, name: '', subjectLines: [], content: 'Hi there', status: 'draft' as const };
    expect(given(template, []).when({ type: 'CreateTemplate', templateId: WELCOME, input: draft }).run()[0]!.data).toMatchObject({
      name: 'Untitled draft',
      subjectLines: [],
      content: 'Hi there',
      status: 'draft',
    });
    expect(given(template, []).when({ type: 'CreateTemplate', templateId: WELCOME, input: { ...draft, subjectLines: [' '], content: ' ' } }).run).toThrow(
      'Nothing to save: a draft needs a name, a subject line or some content',
    );
    expect(given(template, []).when({ type: 'CreateTemplate', templateId: WELCOME, input: { ...draft, content: '{{nope}}' } }).run).toThrow('Content: unknown variable {{nope}}');
  });

  it('records an SMS template of at most 160 characters, an emoji counting once', () => {
    expect(given(template, []).when({ type: 'CreateTemplate', templateId: TEXT, input: textInput }).run()[0]!.data).toMatchObject({
      type: 'sms',
      category: 'sms-trial',
      subjectLines: [],
      variables: ['firstName'],
    });
    const fits = `${'a'.repeat(159)}😀`;
    expect(given(template, []).when({ type: 'CreateTemplate', templateId: TEXT, input: { ...textInput, content: fits } }).run()).toHaveLength(1);
    expect(given(template, []).when({ type: 'CreateTemplate', templateId: TEXT, input: { ...textInput, content: `${fits}!` } }).error()).toMatchObject({
      code: 'invalid',
      message: 'Message Too Long: Keep under 160 for single SMS (this message has 161 characters)',
    });
    expect(given(template, []).when({ type: 'CreateTemplate', templateId: TEXT, input: { ...textInput, content: ' ' } }).run).toThrow('SMS message is required');
  });

  it('refuses to create the same template twice', () => {
    expect(given(template, [welcomeCreated]).when({ type: 'CreateTemplate', templateId: WELCOME, input: welcomeInput }).error().code).toBe('conflict');
  });
});

describe('smsLength', () => {
  it('counts characters and GSM-7 / UCS-2 segments', () => {
    expect(smsLength('a'.repeat(160))).toMatchObject({ characters: 160, encoding: 'GSM-7', segments: 1 });
    expect(smsLength(`${'a'.repeat(69)}😀`)).toMatchObject({ characters: 70, encoding: 'UCS-2', units: 71, segments: 2 });
  });
});

describe('UpdateTemplate', () => {
  it('records the changed fields beside the whole new version', () => {
    const { run, context } = given(template, [welcomeCreated]).when({ type: 'UpdateTemplate', templateId: WELCOME, changes: { name: 'Welcome v2', subjectLines: ['Hello {{firstName}}'] } });
    const { createdAt: _createdAt, ...created } = welcomeCreated.data as Record<string, unknown>;
    expect(run()).toEqual([
      {
        type: 'TemplateUpdated',
        data: { ...created, updatedAt: context.now, changed: ['name', 'subjectLines'], name: 'Welcome v2', subjectLines: ['Hello {{firstName}}'] },
      },
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(given(template, [welcomeCreated]).when({ type: 'UpdateTemplate', templateId: WELCOME, changes: { name: 'Welcome ', content: welcomeInput.content } }).run()).toEqual([]);
  });

  it('checks a draft in full when it is saved as a template', () => {
    const draft = given(template, []).when({ type: 'CreateTemplate', templateId: WELCOME, input: { ...welcomeInput, subjectLines: [], status: 'draft' } }).run();
    expect(given(template, draft).when({ type: 'UpdateTemplate', templateId: WELCOME, changes: { status: 'saved' } }).run).toThrow('Subject line is required');
    expect(given(template, draft).when({ type: 'UpdateTemplate', templateId: WELCOME, changes: { status: 'saved', subjectLines: ['Hi'] } }).run()[0]!.data).toMatchObject({
      status: 'saved',
      changed: ['subjectLines', 'status'],
    });
  });

  it('refuses an unknown variable and a missing or deleted template', () => {
    expect(given(template, [welcomeCreated]).when({ type: 'UpdateTemplate', templateId: WELCOME, changes: { content: '{{ agent }}' } }).run).toThrow(
      'Content: unknown variable {{agent}}',
    );
    expect(given(template, []).when({ type: 'UpdateTemplate', templateId: WELCOME, changes: {} }).error()).toEqual(new DomainError('not_found', 'Template not found'));
    const deleted = given(template, [welcomeCreated, { type: 'TemplateDeleted', data: { templateId: WELCOME, name: 'Welcome', templateType: 'email' } }]);
    expect(deleted.when({ type: 'UpdateTemplate', templateId: WELCOME, changes: { name: 'x' } }).error().code).toBe('not_found');
  });
});

describe('DeleteTemplate', () => {
  it('records the deletion with the name it had, once', () => {
    const { run } = given(template, [welcomeCreated]).when({ type: 'DeleteTemplate', templateId: WELCOME });
    expect(run()).toEqual([{ type: 'TemplateDeleted', data: { templateId: WELCOME, name: 'Welcome', templateType: 'email' } }]);
    expect(given(template, [welcomeCreated, ...run()]).when({ type: 'DeleteTemplate', templateId: WELCOME }).error().code).toBe('not_found');
  });
});

describe('CopyTemplate', () => {
  const source = { templateId: WELCOME, state: given(template, [welcomeCreated]).state };

  it('records a new template with the source’s texts under "(Copy)", pointing at its source', () => {
    const { run, context } = given(template, []).when({ type: 'CopyTemplate', templateId: WELCOME_COPY, source, name: null });
    const { createdAt: _createdAt, templateId: _templateId, ...fields } = welcomeCreated.data as Record<string, unknown>;
    expect(run()).toEqual([{ type: 'TemplateCopied', data: { ...fields, templateId: WELCOME_COPY, copiedFromId: WELCOME, createdAt: context.now, name: 'Welcome (Copy)' } }]);
    expect(given(template, run()).state).toMatchObject({ status: 'active', copiedFromId: WELCOME, fields: { name: 'Welcome (Copy)' } });
  });

  it('takes a given name and refuses a missing source', () => {
    expect(given(template, []).when({ type: 'CopyTemplate', templateId: WELCOME_COPY, source, name: ' Spring ' }).run()[0]!.data).toMatchObject({ name: 'Spring' });
    const missing = { templateId: WELCOME, state: given(template, []).state };
    expect(given(template, []).when({ type: 'CopyTemplate', templateId: WELCOME_COPY, source: missing, name: null }).error().message).toBe('Template not found');
  });
});
