import { Flex } from 'antd';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { MyProfileCard } from './MyProfileCard.tsx';
import { UsersTableCard } from './UsersTableCard.tsx';

export function UserManagement() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Flex vertical gap={24}>
      <MyProfileCard user={user} />
      <UsersTableCard currentUserId={user.id} />
    </Flex>
  );
}
