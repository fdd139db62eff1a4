import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  const handleGoHome = () => navigate('/');
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>Page Not Found</h1>}
        subTitle="The page you are looking for does not exist."
        extra={
          <Button type="primary" onClick={handleGoHome}>
            Go to Home
          </Button>
        }
      />
    </main>
  );
}
