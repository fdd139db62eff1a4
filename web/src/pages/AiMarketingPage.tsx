import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function AiMarketingPage() {
  return <PageLayout title="AI Marketing Ideas" />;
}
