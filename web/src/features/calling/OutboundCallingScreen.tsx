import { Button, Flex, Layout, Tabs, Typography } from 'antd';
import type { TabsProps } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
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
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '12px 16px', height: 'auto', lineHeight: 1.4 }}
      >
        {/* Lined up with the content below it (1200 px less its padding), however wide the window. */}
        <Flex align="center" justify="space-between" gap={12} wrap style={{ maxWidth: 1168, margin: '0 auto' }}>
          <div>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              Outbound Calling Dashboard
            </Typography.Title>
            <Typography.Text type="secondary">Call real estate agents by performance tier</Typography.Text>
          </div>
          <Flex gap={8} wrap>
            <Button icon={<AppstoreOutlined aria-hidden />} onClick={handleOpenMainNavigation}>
              Main Navigation
            </Button>
            <SmsConversationsButton onClick={handleOpenSms} />
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 16px', width: '100%', maxWidth: 1200, margin: '0 auto' }}>
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
      </Layout.Content>
    </Layout>
  );
}
