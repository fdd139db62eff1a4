import { Button, Flex, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { User } from '../auth/authTypes.ts';

interface UserRowActionsProps {
  user: User;
  /** Icon-only buttons (a phone); the buttons keep their full names for assistive technology. */
  compact?: boolean;
  isCurrentUser: boolean;
  isDeleting: boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UserRowActions({ user, compact = false, isCurrentUser, isDeleting, onEdit, onDelete }: UserRowActionsProps) {
  const handleEdit = () => onEdit(user);
  const handleConfirmDelete = () => onDelete(user);

  return (
    <Flex gap={8}>
      <Button
        size={compact ? 'middle' : 'small'}
        icon={<EditOutlined aria-hidden />}
        disabled={isCurrentUser}
        aria-label={`Edit ${user.username}`}
        title={compact ? 'Edit' : undefined}
        onClick={handleEdit}
      >
        {!compact && 'Edit'}
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
          size={compact ? 'middle' : 'small'}
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={isCurrentUser}
          loading={isDeleting}
          aria-label={`Delete ${user.username}`}
          title={compact ? 'Delete' : undefined}
        >
          {!compact && 'Delete'}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
