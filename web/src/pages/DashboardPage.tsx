import { DashboardScreen } from '../features/dashboard/DashboardScreen.tsx';

export function DashboardPage() {
  return <DashboardScreen />;
}
