import { Form, Input, Modal } from 'antd';
import { useCreateUser } from './useCreateUser.ts';
import { PASSWORD_MIN_LENGTH, type CreateUserInput } from './userTypes.ts';
import { UserIdentityFields } from './UserIdentityFields.tsx';

interface AddUserModalProps {
  open: boolean;
  onClose: () => void;
}

export function AddUserModal({ open, onClose }: AddUserModalProps) {
  const createUser = useCreateUser(onClose);

  const handleFinish = (values: CreateUserInput) => {
    createUser.mutate({ username: values.username.trim(), email: values.email.trim(), password: values.password });
  };

  return (
    <Modal
      open={open}
      title="Add User"
      okText="Create User"
      cancelText="Cancel"
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={createUser.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form name="add-user" layout="vertical" onFinish={handleFinish}>
          {dom}
        </Form>
      )}
    >
      <UserIdentityFields />
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: 'Password must be at least 6 characters' }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </Modal>
  );
}
