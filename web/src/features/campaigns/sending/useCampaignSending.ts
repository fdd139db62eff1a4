import { useState } from 'react';
import type { Campaign } from '../shared/campaignTypes.ts';
import { useSendCampaign } from '../shared/useSendCampaign.ts';
import type { CampaignSendState } from './SendingCampaignModal.tsx';

/** Send a campaign and follow it in the Sending Campaign modal: `start` asks for the send and opens it, `close` closes it. */
export function useCampaignSending() {
  const mutation = useSendCampaign();
  const [campaign, setCampaign] = useState<Pick<Campaign, 'id' | 'name'> | null>(null);
  const start = (next: Pick<Campaign, 'id' | 'name'>) => {
    setCampaign(next);
    mutation.mutate(next);
  };
  const close = () => {
    setCampaign(null);
    mutation.reset();
  };
  const send: CampaignSendState | null = campaign && { campaign, pending: mutation.isPending, answer: mutation.data, error: mutation.error };
  return { send, start, close, sending: mutation.isPending };
}
