import { ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { formatMessageTime, isFailedStatus, outboundStatusText } from './smsDisplay.ts';
import type { SmsMessage } from './smsTypes.ts';

const OUTBOUND = { background: '#0958d9', color: '#fff', meta: '#e6f4ff' };
const INBOUND = { background: '#f0f0f0', color: 'rgba(0, 0, 0, 0.88)', meta: '#595959' };
const FAILED = { background: '#fff1f0', color: 'rgba(0, 0, 0, 0.88)', meta: '#a8071a' };

/**
 * One text: ours on the right ('You sent', with its delivery status; a held text with when it goes
 * out and why; a failed or unknown one with why), theirs on the left ('They replied').
 */
export function MessageBubble({ message }: { message: SmsMessage }) {
  const outbound = message.direction === 'outbound';
  const failed = outbound && isFailedStatus(message.status);
  const colors = failed ? FAILED : outbound ? OUTBOUND : INBOUND;
  const time = message.sentAt ?? message.createdAt;

  return (
    <li style={{ display: 'flex', justifyContent: outbound ? 'flex-end' : 'flex-start', listStyle: 'none' }}>
      <div
        style={{
          maxWidth: 'min(80%, 520px)',
          background: colors.background,
          color: colors.color,
          border: failed ? '1px solid #ffa39e' : '1px solid transparent',
          borderRadius: 12,
          borderEndEndRadius: outbound ? 4 : 12,
          borderEndStartRadius: outbound ? 12 : 4,
          padding: '8px 12px',
        }}
      >
        <div style={{ fontSize: 12, fontWeight: 600, color: colors.meta }}>{outbound ? 'You sent' : 'They replied'}</div>
        <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</div>
        <div style={{ fontSize: 12, color: colors.meta, marginTop: 2 }}>
          <time dateTime={time}>{formatMessageTime(time)}</time>
          {outbound && <span> · {outboundStatusText(message)}</span>}
        </div>
        {outbound && message.status === 'scheduled' && message.scheduledReason && (
          <div style={{ fontSize: 12, color: colors.meta, marginTop: 4 }}>
            <ClockCircleOutlined aria-hidden /> {message.scheduledReason}
          </div>
        )}
        {outbound && message.errorMessage && (
          <div style={{ fontSize: 12, color: '#a8071a', marginTop: 4 }}>
            <ExclamationCircleOutlined aria-hidden /> {message.errorMessage}
          </div>
        )}
      </div>
    </li>
  );
}
