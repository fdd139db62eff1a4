import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { failureMessage } from '../../shared/api/failureMessage.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { templatePath } from './templatesQueries.ts';
import type { Template } from './templateTypes.ts';

/** DELETE /api/templates/{id} (after the card's confirmation); the library reloads. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (template: Template) => apiFetch<unknown>(templatePath(template.id), { method: 'DELETE' }),
    onSuccess: (_answer, template) => {
      toast({ title: 'Template Deleted', description: `"${template.name}" has been deleted.` });
      return refreshAfterOwnChange(queryClient, ['templates_changed']);
    },
    onError: (error) => {
      toast({ title: 'Delete Failed', description: failureMessage(error, 'Failed to delete template. Please try again.'), variant: 'destructive' });
    },
  });
}
