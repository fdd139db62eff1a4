import { CampaignScreen } from '../features/campaigns/campaignPage/CampaignScreen.tsx';

export function CampaignPage() {
  return <CampaignScreen />;
}
