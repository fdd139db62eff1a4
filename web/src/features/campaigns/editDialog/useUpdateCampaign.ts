import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterOwnChange } from '../../../app/invalidatesFor.ts';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { templatePath } from '../../templates/templatesQueries.ts';
import type { SavedTemplate } from '../../templates/templateTypes.ts';
import { CAMPAIGNS_QUERY_KEY, campaignPath, type SavedCampaign } from '../audience/campaignApi.ts';
import { saveCampaignEdit, type CampaignEdit } from './saveCampaignEdit.ts';

/**
 * Save Changes: PUT /api/campaigns/{id} first (refused for a campaign that can no longer be
 * edited, and then nothing changes), then PUT /api/templates/{id} when the template's fields
 * changed; the lists reload.
 */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: CampaignEdit) =>
      saveCampaignEdit(edit, {
        putCampaign: (campaignId, body) => apiFetch<SavedCampaign>(campaignPath(campaignId), { method: 'PUT', body }),
        putTemplate: (templateId, body) => apiFetch<SavedTemplate>(templatePath(templateId), { method: 'PUT', body }),
      }),
    onSettled: (_saved, error, input) =>
      Promise.all([
        // The template was written only when the whole edit went through.
        input.template && !error ? refreshAfterOwnChange(queryClient, ['templates_changed']) : undefined,
        queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY }),
      ]),
  });
}
