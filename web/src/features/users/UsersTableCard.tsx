import { useState } from 'react';
import { Alert, Button, Card, Flex, Grid, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../auth/authTypes.ts';
import { formatCreatedAt } from './formatCreatedAt.ts';
import { useDeleteUser } from './useDeleteUser.ts';
import { UserRowActions } from './UserRowActions.tsx';
import { usersQueries } from './usersQueries.ts';
import { lazyNamed } from '../../shared/lazy/lazyNamed.ts';
import { OpenedOnce } from '../../shared/lazy/OpenedOnce.tsx';

/** Dialogs are loaded when first opened. */
const AddUserModal = lazyNamed(() => import('./AddUserModal.tsx'), 'AddUserModal');
const EditUserModal = lazyNamed(() => import('./EditUserModal.tsx'), 'EditUserModal');

interface UsersTableCardProps {
  currentUserId: string;
}

export function UsersTableCard({ currentUserId }: UsersTableCardProps) {
  const { data: users, isLoading, error } = useQuery(usersQueries.all());
  const deleteUser = useDeleteUser();
  const screens = Grid.useBreakpoint();
  const compact = screens.sm === false;
  const [addOpen, setAddOpen] = useState(false);
  const [editingUser, setEditingUser] = useState<User | null>(null);
  const [editOpen, setEditOpen] = useState(false);

  const handleOpenAdd = () => setAddOpen(true);
  const handleCloseAdd = () => setAddOpen(false);
  const handleEdit = (user: User) => {
    setEditingUser(user);
    setEditOpen(true);
  };
  const handleCloseEdit = () => setEditOpen(false);
  const handleDelete = (user: User) => deleteUser.mutate(user);

  const statusTag = (user: User) =>
    user.id === currentUserId ? <Tag color="blue">Current User</Tag> : <Tag color="green">Active</Tag>;
  const actions = (user: User) => (
    <UserRowActions
      user={user}
      compact={compact}
      isCurrentUser={user.id === currentUserId}
      isDeleting={deleteUser.isPending && deleteUser.variables.id === user.id}
      onEdit={handleEdit}
      onDelete={handleDelete}
    />
  );

  const wideColumns: TableProps<User>['columns'] = [
    { title: 'Username', dataIndex: 'username', key: 'username' },
    { title: 'Email', dataIndex: 'email', key: 'email', render: (email: string | null) => email || 'Not set' },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (createdAt: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatCreatedAt(createdAt)}</span>,
    },
    { title: 'Status', key: 'status', render: (_value, user) => statusTag(user) },
    { title: 'Actions', key: 'actions', fixed: 'right', render: (_value, user) => actions(user) },
  ];

  // A phone has room for two columns: who (name, e-mail, status) and the icon-only actions.
  const compactColumns: TableProps<User>['columns'] = [
    {
      title: 'User',
      key: 'user',
      render: (_value, user) => (
        <Flex vertical gap={2} align="flex-start" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography.Text strong>{user.username}</Typography.Text>
          <Typography.Text type="secondary">{user.email || 'Not set'}</Typography.Text>
          {statusTag(user)}
        </Flex>
      ),
    },
    { title: 'Actions', key: 'actions', width: 96, render: (_value, user) => actions(user) },
  ];

  return (
    <section aria-label="All Users">
      <Card
        title="All Users"
        extra={
          <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={handleOpenAdd}>
            Add User
          </Button>
        }
      >
        {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
        <Table<User>
          rowKey="id"
          columns={compact ? compactColumns : wideColumns}
          size={compact ? 'small' : 'middle'}
          tableLayout={compact ? 'fixed' : 'auto'}
          dataSource={users ?? []}
          loading={isLoading}
          pagination={false}
          scroll={compact ? undefined : { x: 'max-content' }}
          locale={{ emptyText: 'No users found' }}
        />
        <OpenedOnce open={addOpen}>
          <AddUserModal open={addOpen} onClose={handleCloseAdd} />
        </OpenedOnce>
        <OpenedOnce open={editOpen}>
          <EditUserModal user={editingUser} open={editOpen} onClose={handleCloseEdit} />
        </OpenedOnce>
      </Card>
    </section>
  );
}
