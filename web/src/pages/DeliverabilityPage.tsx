import { DeliverabilityScreen } from '../features/deliverability/DeliverabilityScreen.tsx';
import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function DeliverabilityPage() {
  return (
    <PageLayout title="Email Deliverability">
      <DeliverabilityScreen />
    </PageLayout>
  );
}
