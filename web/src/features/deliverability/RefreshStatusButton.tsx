import { Button, Flex, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { lastCheckedLabel } from './liveStatus.ts';

interface RefreshStatusButtonProps {
  onRefresh: () => void;
  refreshing: boolean;
  checkedAt: number;
}

/** Refresh Status: reads warm-up and tracking from the server again, and says when they were last read. */
export function RefreshStatusButton({ onRefresh, refreshing, checkedAt }: RefreshStatusButtonProps) {
  const checked = lastCheckedLabel(checkedAt);
  return (
    <Flex align="center" gap={8} wrap>
      {checked && (
        <Typography.Text type="secondary" aria-live="polite">
          {checked}
        </Typography.Text>
      )}
      <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={onRefresh}>
        Refresh Status
      </Button>
    </Flex>
  );
}
