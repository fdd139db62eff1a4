import { Empty, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';

export function ReadyToCallPrompt() {
  return (
    <Empty
      image={<PhoneOutlined aria-hidden style={{ fontSize: 48, color: '#1677ff' }} />}
      description={
        <>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            Ready to Start Calling?
          </Typography.Title>
          <Typography.Text type="secondary">Choose a performance tier above to see the agents to call.</Typography.Text>
        </>
      }
      style={{ padding: '32px 0' }}
    />
  );
}
