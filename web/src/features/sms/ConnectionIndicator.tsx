import { Badge } from 'antd';
import { useAtomValue } from 'jotai';
import { realtimeStatusAtom } from '../../shared/realtime/realtimeAtoms.ts';

/** The live-update socket's state: Connected or Disconnected. */
export function ConnectionIndicator() {
  const status = useAtomValue(realtimeStatusAtom);
  const connected = status === 'connected';
  return (
    <span role="status" aria-live="polite">
      <Badge status={connected ? 'success' : 'error'} text={connected ? 'Connected' : 'Disconnected'} />
    </span>
  );
}
