import { Empty, Typography } from 'antd';

/** The Analytics tab: coming soon (spec part 2 §2). */
export function ContentAnalyticsTab() {
  return (
    <Empty
      description={
        <>
          <Typography.Text strong>Content analytics are coming soon</Typography.Text>
          <br />
          <Typography.Text type="secondary">Opens, clicks and replies of the content made here will be shown once campaigns send it.</Typography.Text>
        </>
      }
    />
  );
}
