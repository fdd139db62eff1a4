import { PageLayout } from '../shared/layout/PageLayout.tsx';

export function SalesDashboardPage() {
  return <PageLayout title="Sales Dashboard" />;
}
