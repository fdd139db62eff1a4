import { Suspense, type ReactNode } from 'react';
import { Tabs } from 'antd';
import type { TabsProps } from 'antd';
import { useAtom } from 'jotai';
import { SectionSpinner } from '../../shared/layout/FullPageSpinner.tsx';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { settingsTabAtom, type SettingsTabKey } from './settingsAtoms.ts';

// Each tab's code is loaded when the tab opens.
const EmailAccountsTab = lazyNamed(() => import('../emailAccounts/EmailAccountsTab.tsx'), 'EmailAccountsTab');
const GeneralSettingsTab = lazyNamed(() => import('./GeneralSettingsTab.tsx'), 'GeneralSettingsTab');
const LegacySettingsTab = lazyNamed(() => import('./LegacySettingsTab.tsx'), 'LegacySettingsTab');
const UserManagement = lazyNamed(() => import('../users/UserManagement.tsx'), 'UserManagement');

const loading = (tab: ReactNode) => <Suspense fallback={<SectionSpinner />}>{tab}</Suspense>;

const TABS: NonNullable<TabsProps['items']> = [
  { key: 'email-accounts', label: 'Email Accounts', children: loading(<EmailAccountsTab />) },
  { key: 'legacy', label: 'Legacy Settings', children: loading(<LegacySettingsTab />) },
  { key: 'users', label: 'User Management', children: loading(<UserManagement />) },
  { key: 'general', label: 'General', children: loading(<GeneralSettingsTab />) },
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
