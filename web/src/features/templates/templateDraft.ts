import { DEFAULT_TEMPLATE_VARIABLES } from '@outreach/contracts/templateVariables.ts';
import type { Template, TemplateDraft, TemplateStatus } from './templateTypes.ts';

/** A new, empty template: one blank subject line. */
export function emptyDraft(): TemplateDraft {
  return { id: null, name: '', subjectLines: [''], content: '', writtenOffline: { subjectLines: false, content: false } };
}

/** A library template opened in the builder. */
export function draftFromTemplate(template: Pick<Template, 'id' | 'name' | 'subjectLines' | 'content'>): TemplateDraft {
  return {
    id: template.id,
    name: template.name,
    subjectLines: template.subjectLines.length > 0 ? [...template.subjectLines] : [''],
    content: template.content,
    writtenOffline: { subjectLines: false, content: false },
  };
}

export function addSubjectLine(lines: readonly string[]): string[] {
  return [...lines, ''];
}

/** Removes one option; the last one left is kept (spec part 2 §5: at least one subject field remains). */
export function removeSubjectLine(lines: readonly string[], index: number): string[] {
  if (lines.length <= 1) return [...lines];
  return lines.filter((_, i) => i !== index);
}

export function replaceSubjectLine(lines: readonly string[], index: number, text: string): string[] {
  return lines.map((line, i) => (i === index ? text : line));
}

/** The subject lines that count: trimmed, blank ones dropped (spec part 2 §5). */
export function filledSubjectLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** What POST /api/templates and PUT /api/templates/{id} take from the builder. */
export interface TemplateSaveBody {
  name: string;
  subjectLines: string[];
  content: string;
  variables: string[];
  status: TemplateStatus;
}

/**
 * The builder's template as saved: Save Template ('saved') or Save Draft ('draft'). Blank subject
 * lines are dropped; the variable list is the screens' default (first_name, last_name, company,
 * location), to which the server adds every variable the texts use.
 */
export function templateSaveBody(draft: TemplateDraft, status: TemplateStatus): TemplateSaveBody {
  return {
    name: draft.name.trim(),
    subjectLines: filledSubjectLines(draft.subjectLines),
    content: draft.content,
    variables: [...DEFAULT_TEMPLATE_VARIABLES],
    status,
  };
}

/** Whether the builder holds anything worth keeping. */
export function isDraftEmpty(draft: TemplateDraft): boolean {
  return draft.id === null && draft.name.trim() === '' && filledSubjectLines(draft.subjectLines).length === 0 && draft.content.trim() === '';
}
