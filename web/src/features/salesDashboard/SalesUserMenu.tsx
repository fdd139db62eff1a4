import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useLogout } from '../auth/useLogout.ts';

const ITEMS: MenuProps['items'] = [{ key: 'sign-out', label: 'Sign out', icon: <LogoutOutlined aria-hidden /> }];

/** The signed-in user's menu with Sign out. */
export function SalesUserMenu() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') logout.mutate();
  };
  return (
    <Dropdown menu={{ items: ITEMS, onClick: handleClick }} trigger={['click']}>
      <Button icon={<UserOutlined aria-hidden />} loading={logout.isPending} aria-label={`User menu for ${user?.username ?? ''}`}>
        {user?.username}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
