import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function CampaignsPage() {
  return <PageLayout title="Email Campaigns" />;
}
