import { Card, Col, Row, Typography } from 'antd';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../../shared/layout/FullPageSpinner.tsx';
import { LoginForm } from './LoginForm.tsx';
import { LoginMarketingPanel } from './LoginMarketingPanel.tsx';
import { AFTER_LOGIN_PATH } from './useLogin.ts';
import { useCurrentUser } from './useCurrentUser.ts';

export function LoginScreen() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner label="Checking authentication..." />;
  if (user) return <Navigate to={AFTER_LOGIN_PATH} replace />;

  return (
    <main style={{ minHeight: '100vh', padding: '24px 16px', display: 'flex', alignItems: 'center' }}>
      <Row gutter={[48, 32]} align="middle" style={{ maxWidth: 1100, margin: '0 auto', width: '100%' }}>
        {/* On a phone the form comes first, the advertising below it. */}
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 13, order: 1 }}>
          <LoginMarketingPanel />
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 11, order: 2 }}>
          <Card>
            <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>
              Sign in
            </Typography.Title>
            <Typography.Paragraph type="secondary">Admin access only</Typography.Paragraph>
            <LoginForm />
          </Card>
        </Col>
      </Row>
    </main>
  );
}
