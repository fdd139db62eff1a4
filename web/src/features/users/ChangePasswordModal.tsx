import { Form, Input, Modal } from 'antd';
import { useChangePassword } from './useChangePassword.ts';
import { PASSWORD_MIN_LENGTH } from './userTypes.ts';

interface ChangePasswordModalProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordModal({ userId, open, onClose }: ChangePasswordModalProps) {
  const changePassword = useChangePassword(onClose);

  const handleFinish = (values: ChangePasswordValues) => {
    changePassword.mutate({ id: userId, currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <Modal
      open={open}
      title="Change Password"
      okText="Update Password"
      cancelText="Cancel"
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={changePassword.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form name="change-password" layout="vertical" onFinish={handleFinish}>
          {dom}
        </Form>
      )}
    >
      <Form.Item
        label="Current Password"
        name="currentPassword"
        rules={[{ required: true, message: 'Current password is required' }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="New Password"
        name="newPassword"
        rules={[{ required: true, min: PASSWORD_MIN_LENGTH, message: 'Password must be at least 6 characters' }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm New Password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Please confirm your password' },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || getFieldValue('newPassword') === value
                ? Promise.resolve()
                : Promise.reject(new Error("Passwords don't match")),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </Modal>
  );
}
