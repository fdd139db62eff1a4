import { Card, Empty, Typography } from 'antd';

/** Always empty on the overview (spec part 1 §2). */
export function RecentCampaignsCard() {
  return (
    <Card title="Recent Campaigns" role="region" aria-label="Recent Campaigns" style={{ height: '100%' }}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong style={{ display: 'block' }}>
              No campaigns yet
            </Typography.Text>
            <Typography.Text type="secondary">Create your first campaign to see results here</Typography.Text>
          </>
        }
      />
    </Card>
  );
}
