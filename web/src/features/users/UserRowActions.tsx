import { Button, Flex, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { User } from '../auth/authTypes.ts';

interface UserRowActionsProps {
  user: User;
  isCurrentUser: boolean;
  isDeleting: boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UserRowActions({ user, isCurrentUser, isDeleting, onEdit, onDelete }: UserRowActionsProps) {
  const handleEdit = () => onEdit(user);
  const handleConfirmDelete = () => onDelete(user);

  return (
    <Flex gap={8}>
      <Button size="small" icon={<EditOutlined />} disabled={isCurrentUser} aria-label={`Edit ${user.username}`} onClick={handleEdit}>
        Edit
      </Button>
      <Popconfirm
        title="Delete user"
        description={`Are you sure you want to delete ${user.username}? This cannot be undone.`}
        okText="Delete"
        cancelText="Cancel"
        okButtonProps={{ danger: true }}
        disabled={isCurrentUser}
        onConfirm={handleConfirmDelete}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={isCurrentUser}
          loading={isDeleting}
          aria-label={`Delete ${user.username}`}
        >
          Delete
        </Button>
      </Popconfirm>
    </Flex>
  );
}
