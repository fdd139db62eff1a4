import { Card, Typography } from 'antd';

export function GeneralSettingsTab() {
  return (
    <Card title="General Settings">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        More settings will be available here in a future update.
      </Typography.Paragraph>
    </Card>
  );
}
