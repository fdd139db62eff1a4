import { Tag } from 'antd';
import { smsLength, type SmsLengthScale } from './smsLength.ts';

/**
 * The live length of a text being written, read out as it changes: '45 characters · 1 segment ·
 * GSM-7' in the wizard's colours, or on an SMS template form '45/160 characters · …' (see smsLength).
 */
export function SmsLengthIndicator({ message, scale = 'wizard' }: { message: string; scale?: SmsLengthScale }) {
  const length = smsLength(message, scale);
  return (
    <Tag color={length.tone} aria-live="polite" data-testid="sms-length" style={{ marginInlineEnd: 0 }}>
      {length.text}
    </Tag>
  );
}
