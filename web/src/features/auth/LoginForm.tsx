import { Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginCredentials } from './authTypes.ts';
import { useLogin } from './useLogin.ts';

export function LoginForm() {
  const login = useLogin();

  const handleFinish = (values: LoginCredentials) => {
    login.mutate({ username: values.username, password: values.password, rememberMe: values.rememberMe });
  };

  return (
    <Form<LoginCredentials>
      name="login"
      layout="vertical"
      requiredMark={false}
      initialValues={{ username: '', password: '', rememberMe: false }}
      onFinish={handleFinish}
    >
      <Form.Item label="Username" name="username" rules={[{ required: true, message: 'Username is required' }]}>
        <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" placeholder="Enter your username" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" placeholder="Enter your password" />
      </Form.Item>
      <Form.Item name="rememberMe" valuePropName="checked">
        <Checkbox>Remember me</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Access Dashboard'}
      </Button>
    </Form>
  );
}
