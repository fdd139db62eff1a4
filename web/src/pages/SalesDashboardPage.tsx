import { SalesDashboardScreen } from '../features/salesDashboard/SalesDashboardScreen.tsx';

export function SalesDashboardPage() {
  return <SalesDashboardScreen />;
}
