import { SettingsScreen } from '../features/settings/SettingsScreen.tsx';

export function SettingsPage() {
  return <SettingsScreen />;
}
