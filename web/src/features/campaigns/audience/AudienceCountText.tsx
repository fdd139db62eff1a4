import { Typography } from 'antd';
import type { useAudienceCount } from './useAudienceCount.ts';

/** '1,234 agents selected' (live), with what the count leaves out; or why there is no count. */
export function AudienceCountText({ audience, label = 'agents selected' }: { audience: ReturnType<typeof useAudienceCount>; label?: string }) {
  if (audience.error && audience.answer === undefined) {
    return (
      <Typography.Text type="danger">
        The recipient count could not be loaded: {audience.error.message.replace(/^\d{3}:\s*/, '')}
      </Typography.Text>
    );
  }
  if (audience.answer === undefined) return <Typography.Text type="secondary">Counting recipients...</Typography.Text>;
  const { count, suppressed, invalid } = audience.answer;
  const left = suppressed + invalid;
  return (
    <Typography.Text aria-live="polite" aria-busy={audience.counting} data-testid="audience-count">
      <Typography.Text strong>{count.toLocaleString('en-US')}</Typography.Text> {label}
      {left > 0 && <Typography.Text type="secondary"> ({left.toLocaleString('en-US')} suppressed or invalid addresses left out)</Typography.Text>}
    </Typography.Text>
  );
}
