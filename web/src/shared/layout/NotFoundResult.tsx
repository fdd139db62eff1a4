import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

interface NotFoundResultProps {
  title: string;
  message: string;
  actionLabel: string;
  actionPath: string;
}

/** A full-page 404: the title as the page heading, a sentence, and one way back. */
export function NotFoundResult({ title, message, actionLabel, actionPath }: NotFoundResultProps) {
  const navigate = useNavigate();
  const handleAction = () => navigate(actionPath);
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>{title}</h1>}
        subTitle={message}
        extra={
          <Button type="primary" onClick={handleAction}>
            {actionLabel}
          </Button>
        }
      />
    </main>
  );
}
