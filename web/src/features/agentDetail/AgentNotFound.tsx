import { NotFoundResult } from '../../shared/layout/NotFoundResult.tsx';

export function AgentNotFound() {
  return (
    <NotFoundResult
      title="Agent Not Found"
      message="The agent you're looking for doesn't exist or has been removed."
      actionLabel="Back to Dashboard"
      actionPath="/dashboard"
    />
  );
}
