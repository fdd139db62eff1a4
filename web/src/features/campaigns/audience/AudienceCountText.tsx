import { Typography } from 'antd';
import { audienceUnitWords, leftOutText, type AudienceUnit } from './audienceCountWords.ts';
import type { useAudienceCount } from './useAudienceCount.ts';

/** '1,234 agents selected' or '1 recipient' (live), with what the count leaves out; or why there is no count. */
export function AudienceCountText({ audience, unit = 'agent' }: { audience: ReturnType<typeof useAudienceCount>; unit?: AudienceUnit }) {
  if (audience.error && audience.answer === undefined) {
    return (
      <Typography.Text type="danger">
        The recipient count could not be loaded: {audience.error.message.replace(/^\d{3}:\s*/, '')}
      </Typography.Text>
    );
  }
  if (audience.answer === undefined) return <Typography.Text type="secondary">Counting recipients...</Typography.Text>;
  const { count, suppressed, invalid } = audience.answer;
  const left = leftOutText(suppressed + invalid);
  return (
    <Typography.Text aria-live="polite" aria-busy={audience.counting} data-testid="audience-count">
      <Typography.Text strong>{count.toLocaleString('en-US')}</Typography.Text> {audienceUnitWords(count, unit)}
      {left && <Typography.Text type="secondary"> {left}</Typography.Text>}
    </Typography.Text>
  );
}
