import { Checkbox, Flex, Select } from 'antd';
import { OUTBOX_STATUSES, statusLabel } from './outboxDisplay.ts';
import type { OutboundEmailStatus, OutboxFilters } from './outboxTypes.ts';

const ALL = 'all';
const STATUS_OPTIONS = [{ value: ALL, label: 'All statuses' }, ...OUTBOX_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))];

interface OutboxFiltersBarProps {
  filters: OutboxFilters;
  onChange: (filters: OutboxFilters) => void;
}

/** Narrows the outbox to one status, and to what the sandbox simulated. */
export function OutboxFiltersBar({ filters, onChange }: OutboxFiltersBarProps) {
  const handleStatus = (value: string) => onChange({ ...filters, status: value === ALL ? null : (value as OutboundEmailStatus) });
  const handleSandbox = (checked: boolean) => onChange({ ...filters, sandboxOnly: checked });
  return (
    <Flex gap={16} align="center" wrap>
      <Select aria-label="Status" value={filters.status ?? ALL} options={STATUS_OPTIONS} onChange={handleStatus} style={{ width: 160 }} />
      <Checkbox checked={filters.sandboxOnly} onChange={(event) => handleSandbox(event.target.checked)}>
        Sandbox only
      </Checkbox>
    </Flex>
  );
}
