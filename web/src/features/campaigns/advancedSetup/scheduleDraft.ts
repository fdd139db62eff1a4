import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/apiFetch.ts';
import { failureMessage } from '../../../shared/api/failureMessage.ts';
import { formatDateTime } from '../../../shared/format/formatDate.ts';
import type { ShowToast } from '../../../shared/toast/useToast.ts';
import { CAMPAIGNS_QUERY_KEY, campaignPath } from '../audience/campaignApi.ts';

/**
 * POST /api/campaigns/{id}/schedule {scheduledAt}: a draft just saved, scheduled for the time
 * 'Send later' chose (Save as Draft's Schedule button, pressed after its dialog has closed);
 * 'Campaign Scheduled', or the server's refusal; the campaign lists reload.
 */
export async function scheduleDraft(queryClient: QueryClient, toast: ShowToast, campaign: { id: string; name: string }, at: Date): Promise<void> {
  try {
    await apiFetch(`${campaignPath(campaign.id)}/schedule`, { method: 'POST', body: { scheduledAt: at.toISOString() } });
    toast({ title: 'Campaign Scheduled', description: `"${campaign.name}" is scheduled for ${formatDateTime(at.toISOString())}.` });
  } catch (error) {
    toast({ title: 'Error', description: failureMessage(error, 'The campaign could not be scheduled. Please try again.'), variant: 'destructive' });
  } finally {
    await queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY });
  }
}
