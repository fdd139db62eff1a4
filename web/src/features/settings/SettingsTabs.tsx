import { Tabs } from 'antd';
import type { TabsProps } from 'antd';
import { useAtom } from 'jotai';
import { UserManagement } from '../users/UserManagement.tsx';
import { GeneralSettingsTab } from './GeneralSettingsTab.tsx';
import { LegacySettingsTab } from './LegacySettingsTab.tsx';
import { settingsTabAtom, type SettingsTabKey } from './settingsAtoms.ts';

const TABS: NonNullable<TabsProps['items']> = [
  { key: 'legacy', label: 'Legacy Settings', children: <LegacySettingsTab /> },
  { key: 'users', label: 'User Management', children: <UserManagement /> },
  { key: 'general', label: 'General', children: <GeneralSettingsTab /> },
];

function isSettingsTabKey(key: string): key is SettingsTabKey {
  return TABS.some((tab) => tab.key === key);
}

export function SettingsTabs() {
  const [activeTab, setActiveTab] = useAtom(settingsTabAtom);
  const handleChange = (key: string) => {
    if (isSettingsTabKey(key)) setActiveTab(key);
  };
  return <Tabs activeKey={activeTab} onChange={handleChange} items={TABS} destroyOnHidden />;
}
