import { Button, Flex, Layout, Typography } from 'antd';
import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';

interface DashboardHeaderProps {
  username: string;
  isCompact: boolean;
  showTitle: boolean;
  isLoggingOut: boolean;
  onOpenNavigation: () => void;
  onLogout: () => void;
}

export function DashboardHeader({ username, isCompact, showTitle, isLoggingOut, onOpenNavigation, onLogout }: DashboardHeaderProps) {
  return (
    <Layout.Header
      style={{
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
        padding: '0 16px',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" justify="space-between" gap={12} style={{ height: '100%' }}>
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          {isCompact && <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label="Open navigation" onClick={onOpenNavigation} />}
          {showTitle && (
            <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
              Main Dashboard
            </Typography.Text>
          )}
        </Flex>
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          <Flex align="center" gap={6} style={{ minWidth: 0 }} aria-label="Signed-in user">
            <UserOutlined aria-hidden />
            <Typography.Text ellipsis style={{ maxWidth: 160 }}>
              {username}
            </Typography.Text>
          </Flex>
          <Button icon={<LogoutOutlined aria-hidden />} loading={isLoggingOut} onClick={onLogout}>
            Logout
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
