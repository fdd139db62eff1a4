import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export function AgentNotFound() {
  const navigate = useNavigate();
  const handleBack = () => navigate('/dashboard');
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>Agent Not Found</h1>}
        subTitle="The agent you're looking for doesn't exist or has been removed."
        extra={
          <Button type="primary" onClick={handleBack}>
            Back to Dashboard
          </Button>
        }
      />
    </main>
  );
}
