import { OutboxScreen } from '../features/outbox/OutboxScreen.tsx';

export function OutboxPage() {
  return <OutboxScreen />;
}
