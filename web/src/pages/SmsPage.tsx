import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function SmsPage() {
  return <PageLayout title="SMS Conversations" />;
}
