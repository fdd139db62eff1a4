import { AgentDetailScreen } from '../features/agentDetail/AgentDetailScreen.tsx';

export function AgentDetailPage() {
  return <AgentDetailScreen />;
}
