import { Form, Input } from 'antd';

/** The username and e-mail fields of the Add User and Edit User dialogs, with the spec's messages. */
export function UserIdentityFields() {
  return (
    <>
      <Form.Item label="Username" name="username" rules={[{ required: true, whitespace: true, message: 'Username is required' }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: 'Valid email is required' }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
    </>
  );
}
