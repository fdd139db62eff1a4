import { Button, Flex, Skeleton, Tabs, Typography } from 'antd';
import type { TabsProps } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { HeaderedPage } from '../../shared/layout/HeaderedPage.tsx';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { SmsConversationsButton } from '../sms/SmsConversationsButton.tsx';
import { callingTabAtom, type CallingTabKey } from './callingAtoms.ts';
import { CallStatsCards } from './CallStatsCards.tsx';
import { SalesAgentsTab } from './SalesAgentsTab.tsx';

// The Rental Agents tab (and the Select it is built on) loads when it is first opened: the dashboard's first screen is the Sales tab.
const RentalAgentsTab = lazyNamed(() => import('./RentalAgentsTab.tsx'), 'RentalAgentsTab');

const TABS: NonNullable<TabsProps['items']> = [
  { key: 'sales', label: 'Sales Agents', children: <SalesAgentsTab /> },
  {
    key: 'rental',
    label: 'Rental Agents',
    children: (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
        <RentalAgentsTab />
      </Suspense>
    ),
  },
];

function isCallingTabKey(key: string): key is CallingTabKey {
  return TABS.some((tab) => tab.key === key);
}

export function OutboundCallingScreen() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [activeTab, setActiveTab] = useAtom(callingTabAtom);
  const handleOpenMainNavigation = () => navigate('/dashboard');
  const handleOpenSms = () => navigate('/sms');
  const handleTabChange = (key: string) => {
    if (isCallingTabKey(key)) setActiveTab(key);
  };

  return (
    <HeaderedPage
      title="Outbound Calling Dashboard"
      subtitle="Call real estate agents by performance tier"
      actions={
        <>
          <Button icon={<AppstoreOutlined aria-hidden />} onClick={handleOpenMainNavigation}>
            Main Navigation
          </Button>
          <SmsConversationsButton onClick={handleOpenSms} />
        </>
      }
    >
      <Flex vertical gap={24}>
        <div>
          <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4, fontSize: 20 }}>
            Welcome, {user?.username}
          </Typography.Title>
          <Typography.Text type="secondary">Pick a tier, work through the agents and log every call.</Typography.Text>
        </div>
        <CallStatsCards />
        <Tabs activeKey={activeTab} onChange={handleTabChange} items={TABS} destroyOnHidden />
      </Flex>
    </HeaderedPage>
  );
}
