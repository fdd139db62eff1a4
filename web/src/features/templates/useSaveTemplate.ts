import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFor, refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { failureMessage } from '../../shared/api/failureMessage.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import type { TemplateSaveBody } from './templateDraft.ts';
import { savedTemplateToast } from './savedTemplateToast.ts';
import { TEMPLATES_PATH, templatePath } from './templatesQueries.ts';
import type { SavedTemplate } from './templateTypes.ts';

export interface SaveTemplateInput {
  /** The library template being edited (PUT), or null for a new one (POST). */
  id: string | null;
  body: TemplateSaveBody;
}

/**
 * Save Template and Save Draft: POST /api/templates for a new template, PUT /api/templates/{id} for
 * one opened from the library; then the library reloads. The toast says 'Template Created' or
 * 'Template Updated' (spec part 2 §8), a draft said so in its words. A refusal (a missing name, an unknown
 * variable) is shown with the server's words.
 */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, body }: SaveTemplateInput) =>
      apiFetch<SavedTemplate>(id === null ? TEMPLATES_PATH : templatePath(id), { method: id === null ? 'POST' : 'PUT', body }),
    onSuccess: (saved, { id }) => {
      toast(savedTemplateToast(saved, id === null));
      // Saving the same template again records nothing, and no live update will come for it.
      return saved.position ? refreshAfterOwnChange(queryClient, ['templates_changed']) : invalidateFor(queryClient, ['templates_changed']);
    },
    onError: (error) => {
      toast({ title: 'Save Failed', description: failureMessage(error, 'Failed to save template. Please try again.'), variant: 'destructive' });
    },
  });
}
