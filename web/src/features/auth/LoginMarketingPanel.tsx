import { Flex, Statistic, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';

const FEATURES = [
  'CRM built for real estate agents',
  'AI email sequences',
  'Deliverability monitoring',
  'Analytics',
  'Easy setup',
];

/** Static advertising text for the listing software the staff sell. */
export function LoginMarketingPanel() {
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={1} style={{ marginBottom: 8, fontSize: 'clamp(28px, 5vw, 38px)', lineHeight: 1.2 }}>
          Real Estate Listing Software
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0 }}>
          The CRM for real estate agents: $49/month with a 7-day free trial.
        </Typography.Paragraph>
      </div>
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {FEATURES.map((feature) => (
          <li key={feature}>
            <Flex gap={8} align="center">
              <CheckCircleFilled style={{ color: '#52c41a' }} aria-hidden />
              <Typography.Text>{feature}</Typography.Text>
            </Flex>
          </li>
        ))}
      </Flex>
      <Flex gap={32} wrap>
        <Statistic title="Agents in the database" value="95,836" />
        <Statistic title="Mobile coverage" value="86.5%" />
      </Flex>
    </Flex>
  );
}
