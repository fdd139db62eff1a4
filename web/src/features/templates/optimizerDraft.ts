import { emptyDraft } from './templateDraft.ts';
import type { Template, TemplateDraft, TemplateStatus } from './templateTypes.ts';

/** What an optimizer input misses, in the spec's words (part 2 §5), or null. */
export function optimizerBlocker(subject: string, content: string, action: 'optimize' | 'analyze'): string | null {
  return subject.trim() === '' || content.trim() === '' ? `Please enter both subject and content to ${action}` : null;
}

/**
 * The optimizer's subject and content taken to the builder: the loaded library template with its
 * first subject line and content replaced (its other subject lines kept), or a new template.
 */
export function builderDraftFromOptimizer(
  subject: string,
  content: string,
  loaded: (Pick<Template, 'id' | 'name' | 'subjectLines'> & { status?: TemplateStatus }) | null,
): TemplateDraft {
  if (!loaded) return { ...emptyDraft(), subjectLines: [subject], content };
  return { ...emptyDraft(), id: loaded.id, status: loaded.status ?? null, name: loaded.name, subjectLines: [subject, ...loaded.subjectLines.slice(1)], content };
}
