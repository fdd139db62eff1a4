import type { campaignView, createCampaignFromWizardBody } from '@outreach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFor, refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import type { WireType } from '../../shared/api/wireType.ts';

export const CREATE_CAMPAIGN_FROM_WIZARD_PATH = '/api/campaigns/create-from-wizard';

type CreatedCampaign = WireType<typeof campaignView> & { position?: string };

/**
 * POST /api/campaigns/create-from-wizard: the wizard's chosen e-mail saved to the template library
 * and a draft one-time campaign on it for the chosen tiers; the template lists reload once.
 */
export function useCreateCampaignFromWizard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WireType<typeof createCampaignFromWizardBody>) => apiFetch<CreatedCampaign>(CREATE_CAMPAIGN_FROM_WIZARD_PATH, { method: 'POST', body }),
    onSuccess: (created) => (created.position ? refreshAfterOwnChange(queryClient, ['templates_changed']) : invalidateFor(queryClient, ['templates_changed'])),
  });
}
