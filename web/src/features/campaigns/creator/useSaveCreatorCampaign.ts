import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterOwnChange } from '../../../app/invalidatesFor.ts';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { TEMPLATES_PATH, templatePath } from '../../templates/templatesQueries.ts';
import type { SavedTemplate } from '../../templates/templateTypes.ts';
import { CAMPAIGNS_PATH, CAMPAIGNS_QUERY_KEY, campaignPath, type SavedCampaign } from '../audience/campaignApi.ts';
import { creatorCampaignBody, creatorTemplateBody, templateKey, type CreatorForm } from './creatorForm.ts';

/** The creator's e-mail as saved in the template library, and what it held then. */
export interface SavedCreatorTemplate {
  id: string;
  key: string;
}

export interface SaveCreatorInput {
  form: CreatorForm;
  recipientCount: number | null;
  template: SavedCreatorTemplate | null;
  /** The draft saved before (Save as Draft), changed in place. */
  campaignId: string | null;
}

/**
 * Saves the creator's e-mail and campaign: the e-mail as a library template (POST /api/templates,
 * or PUT when it was saved before and has changed since), then the draft campaign on it
 * (POST /api/campaigns, or PUT /api/campaigns/{id} for the draft saved before). `onTemplateSaved`
 * hears of the template at once, so that trying again after a refused campaign does not save it twice.
 */
export function useSaveCreatorCampaign(onTemplateSaved: (template: SavedCreatorTemplate) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, recipientCount, template, campaignId }: SaveCreatorInput): Promise<SavedCampaign> => {
      const key = templateKey(form);
      let templateId = template?.id;
      if (!templateId) templateId = (await apiFetch<SavedTemplate>(TEMPLATES_PATH, { method: 'POST', body: creatorTemplateBody(form) })).id;
      else if (template?.key !== key) await apiFetch<SavedTemplate>(templatePath(templateId), { method: 'PUT', body: creatorTemplateBody(form) });
      onTemplateSaved({ id: templateId, key });
      const { status: _draft, ...changes } = creatorCampaignBody(form, templateId, recipientCount);
      return campaignId
        ? apiFetch<SavedCampaign>(campaignPath(campaignId), { method: 'PUT', body: changes })
        : apiFetch<SavedCampaign>(CAMPAIGNS_PATH, { method: 'POST', body: creatorCampaignBody(form, templateId, recipientCount) });
    },
    onSettled: () => Promise.all([refreshAfterOwnChange(queryClient, ['templates_changed']), queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY })]),
  });
}
