import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function ContactsPage() {
  return <PageLayout title="Contact Management" />;
}
