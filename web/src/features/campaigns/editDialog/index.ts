export { EditCampaignDialog } from './EditCampaignDialog.tsx';
export { CampaignTestEmailCard } from './CampaignTestEmailCard.tsx';
