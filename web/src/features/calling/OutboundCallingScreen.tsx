import { Button, Flex, Tabs, Typography } from 'antd';
import type { TabsProps } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { HeaderedPage } from '../../shared/layout/HeaderedPage.tsx';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { SmsConversationsButton } from '../sms/SmsConversationsButton.tsx';
import { callingTabAtom, type CallingTabKey } from './callingAtoms.ts';
import { CallStatsCards } from './CallStatsCards.tsx';
import { RentalAgentsTab } from './RentalAgentsTab.tsx';
import { SalesAgentsTab } from './SalesAgentsTab.tsx';

const TABS: NonNullable<TabsProps['items']> = [
  { key: 'sales', label: 'Sales Agents', children: <SalesAgentsTab /> },
  { key: 'rental', label: 'Rental Agents', children: <RentalAgentsTab /> },
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
