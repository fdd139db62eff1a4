import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterOwnChange } from '../../../app/invalidatesFor.ts';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { templatePath } from '../../templates/templatesQueries.ts';
import type { SavedTemplate } from '../../templates/templateTypes.ts';
import { CAMPAIGNS_QUERY_KEY, campaignPath, type SavedCampaign, type UpdateCampaignRequest } from '../audience/campaignApi.ts';
import type { templateChanges } from './editForm.ts';

export interface UpdateCampaignInput {
  campaignId: string;
  template: ReturnType<typeof templateChanges>;
  campaign: UpdateCampaignRequest;
}

/** Save Changes: the template first when its fields changed (PUT /api/templates/{id}), then PUT /api/campaigns/{id}; the lists reload. */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ campaignId, template, campaign }: UpdateCampaignInput) => {
      if (template) await apiFetch<SavedTemplate>(templatePath(template.id), { method: 'PUT', body: template.body });
      return apiFetch<SavedCampaign>(campaignPath(campaignId), { method: 'PUT', body: campaign });
    },
    onSettled: (_saved, _error, input) =>
      Promise.all([
        input.template ? refreshAfterOwnChange(queryClient, ['templates_changed']) : undefined,
        queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY }),
      ]),
  });
}
