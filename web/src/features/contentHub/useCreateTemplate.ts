import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFor, refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { TEMPLATES_PATH } from '../templates/templatesQueries.ts';
import type { NewTemplate, SavedTemplate } from './contentHubTypes.ts';

/**
 * POST /api/templates: a template saved from the Content Hub (a wizard's text, a prebuilt e-mail);
 * every template list reloads once. Each caller says what happened in its own words.
 */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: NewTemplate) => apiFetch<SavedTemplate>(TEMPLATES_PATH, { method: 'POST', body: template }),
    onSuccess: (saved) => (saved.position ? refreshAfterOwnChange(queryClient, ['templates_changed']) : invalidateFor(queryClient, ['templates_changed'])),
  });
}
