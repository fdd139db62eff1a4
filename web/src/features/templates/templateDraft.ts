import { TEMPLATE_SUBJECT_LINES_MAX } from '@outreach/contracts/templates.ts';
import { DEFAULT_TEMPLATE_VARIABLES } from '@outreach/contracts/templateVariables.ts';
import type { Template, TemplateDraft, TemplateStatus } from './templateTypes.ts';

/** A new, empty template: one blank subject line. */
export function emptyDraft(): TemplateDraft {
  return { id: null, status: null, name: '', subjectLines: [''], content: '', writtenOffline: { subjectLines: false, content: false } };
}

/** A library template opened in the builder. */
export function draftFromTemplate(template: Pick<Template, 'id' | 'status' | 'name' | 'subjectLines' | 'content'>): TemplateDraft {
  return {
    id: template.id,
    status: template.status,
    name: template.name,
    subjectLines: template.subjectLines.length > 0 ? [...template.subjectLines] : [''],
    content: template.content,
    writtenOffline: { subjectLines: false, content: false },
  };
}

/** Another option, while the template has room for one. */
export function canAddSubjectLine(lines: readonly string[]): boolean {
  return lines.length < MAX_SUBJECT_LINES;
}

export function addSubjectLine(lines: readonly string[]): string[] {
  return canAddSubjectLine(lines) ? [...lines, ''] : [...lines];
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

/** A template holds at most 20 subject lines (the templates contract). */
export const MAX_SUBJECT_LINES = TEMPLATE_SUBJECT_LINES_MAX;
export const SUBJECT_LINES_FULL = `At most ${MAX_SUBJECT_LINES} subject lines`;

/**
 * The subject lines after AI Generate: the ones typed (blank ones dropped), then the generated
 * ones they do not already have, up to MAX_SUBJECT_LINES in all; the generated alone when none was typed.
 */
export function withGeneratedSubjectLines(lines: readonly string[], generated: readonly string[]): { lines: string[]; added: number } {
  const typed = lines.filter((line) => line.trim() !== '');
  const seen = new Set(typed.map((line) => line.trim().toLowerCase()));
  const fresh: string[] = [];
  for (const line of generated) {
    const key = line.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    fresh.push(line.trim());
  }
  const added = fresh.slice(0, Math.max(0, MAX_SUBJECT_LINES - typed.length));
  const all = [...typed, ...added];
  return { lines: all.length > 0 ? all : [...lines], added: added.length };
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

/** Whether the builder has no name, no subject line and no content: nothing a draft could keep. */
export function hasNothingToSave(draft: TemplateDraft): boolean {
  return draft.name.trim() === '' && filledSubjectLines(draft.subjectLines).length === 0 && draft.content.trim() === '';
}

/** Save Draft refused on an empty builder: what the toast says. */
export const NOTHING_TO_SAVE = {
  title: 'Nothing to Save',
  description: 'Add a template name, a subject line or some content before saving a draft.',
} as const;

/**
 * What Save Draft asks first when the template is saved: as a draft it leaves the campaign
 * creators' template pickers (they offer saved templates only) until it is saved again. Null when
 * there is nothing to warn about (a new template, or one that is already a draft).
 */
export function unpublishWarning(draft: Pick<TemplateDraft, 'status' | 'name'>): { title: string; description: string } | null {
  if (draft.status !== 'saved') return null;
  const name = draft.name.trim() ? `"${draft.name.trim()}"` : 'This template';
  return {
    title: 'Turn this template into a draft?',
    description: `${name} will no longer be offered when creating campaigns until you save it with Save Template again.`,
  };
}
