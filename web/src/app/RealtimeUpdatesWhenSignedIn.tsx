import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../features/auth/useCurrentUser.ts';

const RealtimeUpdates = lazy(async () => ({ default: (await import('./RealtimeUpdates.tsx')).RealtimeUpdates }));

/** The live updates, loaded once someone is signed in: the sign-in page does without their code. */
export function RealtimeUpdatesWhenSignedIn() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeUpdates />
    </Suspense>
  );
}
