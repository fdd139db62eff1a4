import { AiMarketingScreen } from '../features/aiMarketing/AiMarketingScreen.tsx';
import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function AiMarketingPage() {
  return (
    <PageLayout title="AI Marketing Ideas">
      <AiMarketingScreen />
    </PageLayout>
  );
}
