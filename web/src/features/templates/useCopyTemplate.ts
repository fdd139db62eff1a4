import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { failureMessage } from '../../shared/api/failureMessage.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { templatePath } from './templatesQueries.ts';
import type { SavedTemplate, Template } from './templateTypes.ts';

/** POST /api/templates/{id}/copy: a copy named "{name} (Copy)"; the library reloads. */
export function useCopyTemplate() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (template: Template) => apiFetch<SavedTemplate>(`${templatePath(template.id)}/copy`, { method: 'POST' }),
    onSuccess: (copy) => {
      toast({ title: 'Template Copied', description: `"${copy.name}" has been added to your library.` });
      return refreshAfterOwnChange(queryClient, ['templates_changed']);
    },
    onError: (error) => {
      toast({ title: 'Copy Failed', description: failureMessage(error, 'Failed to copy template. Please try again.'), variant: 'destructive' });
    },
  });
}
