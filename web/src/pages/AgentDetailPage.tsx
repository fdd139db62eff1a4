import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function AgentDetailPage() {
  return <PageLayout title="Agent Details" />;
}
