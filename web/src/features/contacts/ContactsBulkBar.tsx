import { Button, Flex, Typography } from 'antd';
import type { ContactStatus } from '@outreach/contracts';

interface ContactsBulkBarProps {
  count: number;
  busy: boolean;
  onApply: (status: ContactStatus) => void;
  onClear: () => void;
}

/** Shown while rows are selected: bulk status changes and Clear Selection. */
export function ContactsBulkBar({ count, busy, onApply, onClear }: ContactsBulkBarProps) {
  const handleMarkActive = () => onApply('active');
  const handleMarkInactive = () => onApply('inactive');
  const handleUnsubscribe = () => onApply('unsubscribed');
  return (
    <Flex
      role="region"
      aria-label="Bulk actions"
      gap={8}
      wrap
      align="center"
      justify="space-between"
      style={{ padding: '8px 12px', background: '#e6f4ff', border: '1px solid #91caff', borderRadius: 8 }}
    >
      <Typography.Text strong>{count} contact(s) selected</Typography.Text>
      {/* The buttons stay together: on a phone they wrap as a group under the count. */}
      <Flex gap={8} wrap align="center">
        <Button size="small" disabled={busy} onClick={handleMarkActive}>
          Mark Active
        </Button>
        <Button size="small" disabled={busy} onClick={handleMarkInactive}>
          Mark Inactive
        </Button>
        <Button size="small" danger disabled={busy} onClick={handleUnsubscribe}>
          Unsubscribe
        </Button>
        <Button size="small" type="text" disabled={busy} onClick={onClear}>
          Clear Selection
        </Button>
      </Flex>
    </Flex>
  );
}
