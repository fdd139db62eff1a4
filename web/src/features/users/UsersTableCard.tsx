import { useState } from 'react';
import { Alert, Button, Card, Table, Tag } from 'antd';
import type { TableProps } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { User } from '../auth/authTypes.ts';
import { AddUserModal } from './AddUserModal.tsx';
import { EditUserModal } from './EditUserModal.tsx';
import { formatCreatedAt } from './formatCreatedAt.ts';
import { useDeleteUser } from './useDeleteUser.ts';
import { UserRowActions } from './UserRowActions.tsx';
import { usersQueries } from './usersQueries.ts';

interface UsersTableCardProps {
  currentUserId: string;
}

export function UsersTableCard({ currentUserId }: UsersTableCardProps) {
  const { data: users, isLoading, error } = useQuery(usersQueries.all());
  const deleteUser = useDeleteUser();
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

  const columns: TableProps<User>['columns'] = [
    { title: 'Username', dataIndex: 'username', key: 'username' },
    { title: 'Email', dataIndex: 'email', key: 'email', render: (email: string | null) => email || 'Not set' },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: (createdAt: string) => formatCreatedAt(createdAt) },
    {
      title: 'Status',
      key: 'status',
      render: (_value, user) =>
        user.id === currentUserId ? <Tag color="blue">Current User</Tag> : <Tag color="green">Active</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_value, user) => (
        <UserRowActions
          user={user}
          isCurrentUser={user.id === currentUserId}
          isDeleting={deleteUser.isPending && deleteUser.variables.id === user.id}
          onEdit={handleEdit}
          onDelete={handleDelete}
        />
      ),
    },
  ];

  return (
    <Card
      title="All Users"
      extra={
        <Button type="primary" icon={<UserAddOutlined />} onClick={handleOpenAdd}>
          Add User
        </Button>
      }
    >
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <Table<User>
        rowKey="id"
        columns={columns}
        dataSource={users ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No users found' }}
      />
      <AddUserModal open={addOpen} onClose={handleCloseAdd} />
      <EditUserModal user={editingUser} open={editOpen} onClose={handleCloseEdit} />
    </Card>
  );
}
