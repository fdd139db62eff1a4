import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/useCurrentUser.ts';
import { createQueryClient } from '../shared/api/queryClient.ts';
import { ToastProvider } from '../shared/toast/ToastProvider.tsx';
import { RealtimeUpdatesWhenSignedIn } from './RealtimeUpdatesWhenSignedIn.tsx';

const queryClient = createQueryClient();

/** Toasts, their code loaded ahead once someone is signed in (the sign-in page loads it with its first toast). */
function SessionToasts({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return <ToastProvider preload={user !== null}>{children}</ToastProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <SessionToasts>
          <BrowserRouter>
            <RealtimeUpdatesWhenSignedIn />
            {children}
          </BrowserRouter>
        </SessionToasts>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
