import { Form, Modal } from 'antd';
import type { User } from '../auth/authTypes.ts';
import { useUpdateUser } from './useUpdateUser.ts';
import type { UpdateUserInput } from './userTypes.ts';
import { UserIdentityFields } from './UserIdentityFields.tsx';

interface EditUserModalProps {
  user: User | null;
  open: boolean;
  onClose: () => void;
}

export function EditUserModal({ user, open, onClose }: EditUserModalProps) {
  const updateUser = useUpdateUser(onClose);

  const handleFinish = (values: UpdateUserInput) => {
    if (!user) return;
    updateUser.mutate({ id: user.id, input: { username: values.username.trim(), email: values.email.trim() } });
  };

  return (
    <Modal
      open={open && user !== null}
      title="Edit User"
      okText="Save Changes"
      cancelText="Cancel"
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={updateUser.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form
          key={user?.id}
          name="edit-user"
          layout="vertical"
          initialValues={{ username: user?.username ?? '', email: user?.email ?? '' }}
          onFinish={handleFinish}
        >
          {dom}
        </Form>
      )}
    >
      <UserIdentityFields />
    </Modal>
  );
}
