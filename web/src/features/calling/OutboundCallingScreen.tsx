import { Button, Flex, Layout, Typography } from 'antd';
import { AppstoreOutlined, MessageOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth/useCurrentUser.ts';

export function OutboundCallingScreen() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const handleOpenMainNavigation = () => navigate('/dashboard');
  const handleOpenSms = () => navigate('/sms');

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '12px 16px', height: 'auto', lineHeight: 1.4 }}
      >
        <Flex align="center" justify="space-between" gap={12} wrap>
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
            <Button icon={<MessageOutlined aria-hidden />} onClick={handleOpenSms}>
              SMS Conversations
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 16px', width: '100%', maxWidth: 1200, margin: '0 auto' }}>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
          Welcome, {user?.username}
        </Typography.Title>
      </Layout.Content>
    </Layout>
  );
}
