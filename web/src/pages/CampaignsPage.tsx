import { CampaignsScreen } from '../features/campaigns/list/CampaignsScreen.tsx';

export function CampaignsPage() {
  return <CampaignsScreen />;
}
