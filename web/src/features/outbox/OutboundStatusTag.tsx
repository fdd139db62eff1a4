import { Tag } from 'antd';
import { statusColor, statusLabel } from './outboxDisplay.ts';
import type { OutboundEmailStatus } from './outboxTypes.ts';
import { HintTooltip } from '../../shared/tooltip/HintTooltip.tsx';

/** The e-mail's status as a coloured tag; the reason (why skipped, deferred…, or the server's answer) on hover and focus. */
export function OutboundStatusTag({ status, reason }: { status: OutboundEmailStatus; reason: string | null }) {
  const tag = (
    <Tag color={statusColor(status)} tabIndex={reason ? 0 : undefined} style={{ marginInlineEnd: 0 }}>
      {statusLabel(status)}
    </Tag>
  );
  return reason ? <HintTooltip title={reason}>{tag}</HintTooltip> : tag;
}
