import type { SavedTemplate } from './templateTypes.ts';

/**
 * What a saved template's toast says: 'Template Created' for a new one, 'Template Updated' for one
 * saved again (spec part 2 §8); a draft is told as kept as a draft.
 */
export function savedTemplateToast(saved: Pick<SavedTemplate, 'name' | 'status'>, created: boolean): { title: string; description: string } {
  const title = created ? 'Template Created' : 'Template Updated';
  if (saved.status === 'draft') return { title, description: `"${saved.name}" is kept as a draft in your library.` };
  return { title, description: `"${saved.name}" is saved to your template library.` };
}
