import { OutboundCallingScreen } from '../features/calling/OutboundCallingScreen.tsx';

export function OutboundCallingPage() {
  return <OutboundCallingScreen />;
}
