import { ContentHubScreen } from '../features/contentHub/ContentHubScreen.tsx';
import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function ContentHubPage() {
  return (
    <PageLayout title="Property Promoter Content Hub">
      <ContentHubScreen />
    </PageLayout>
  );
}
