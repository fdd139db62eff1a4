import { Tag } from 'antd';
import { smsLengthText, smsLengthTone } from './smsDisplay.ts';

/** '45 characters · 1 segment': green up to 160, yellow up to 320, red beyond. */
export function SmsLengthTag({ length }: { length: number }) {
  return (
    <Tag color={smsLengthTone(length)} style={{ marginInlineEnd: 0 }}>
      {smsLengthText(length)}
    </Tag>
  );
}
