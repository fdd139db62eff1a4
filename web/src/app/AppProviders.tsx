import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../shared/api/queryClient.ts';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../shared/toast/useToast.ts';
import { RealtimeUpdatesWhenSignedIn } from './RealtimeUpdatesWhenSignedIn.tsx';

const queryClient = createQueryClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <ConfigProvider>
          {/* Bottom right: a toast never covers the header's buttons (Logout, the navigation). */}
          <AntdApp notification={{ maxCount: TOAST_LIMIT, duration: TOAST_DURATION_MS / 1000, placement: 'bottomRight' }}>
            <BrowserRouter>
              <RealtimeUpdatesWhenSignedIn />
              {children}
            </BrowserRouter>
          </AntdApp>
        </ConfigProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
