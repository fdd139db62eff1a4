import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../shared/layout/FullPageSpinner.tsx';
import { useCurrentUser } from './useCurrentUser.ts';

/** Renders the nested route for a signed-in user; otherwise sends the browser to /auth. */
export function ProtectedRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner label="Checking authentication..." />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
