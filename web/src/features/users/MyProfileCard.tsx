import { useState } from 'react';
import { Button, Card, Descriptions, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import type { User } from '../auth/authTypes.ts';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';

/** Dialogs are loaded when first opened. */
const ChangePasswordModal = lazyNamed(() => import('./ChangePasswordModal.tsx'), 'ChangePasswordModal');

interface MyProfileCardProps {
  user: User;
}

export function MyProfileCard({ user }: MyProfileCardProps) {
  const [changePasswordOpen, setChangePasswordOpen] = useState(false);
  const handleOpenChangePassword = () => setChangePasswordOpen(true);
  const handleCloseChangePassword = () => setChangePasswordOpen(false);

  return (
    <section aria-label="My Profile">
      <Card
        title="My Profile"
        extra={
          <Button icon={<KeyOutlined aria-hidden />} onClick={handleOpenChangePassword}>
            Change Password
          </Button>
        }
      >
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          size="small"
          items={[
            { key: 'username', label: 'Username', children: user.username },
            {
              key: 'email',
              label: 'Email',
              children: user.email ? user.email : <Typography.Text type="secondary">Not set</Typography.Text>,
            },
          ]}
        />
        <OpenedOnce open={changePasswordOpen}>
          <ChangePasswordModal userId={user.id} open={changePasswordOpen} onClose={handleCloseChangePassword} />
        </OpenedOnce>
      </Card>
    </section>
  );
}
