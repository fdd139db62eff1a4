import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authQueries } from '../features/auth/authQueries.ts';
import { useCurrentUser } from '../features/auth/useCurrentUser.ts';
import { createQueryKeyBatcher } from '../shared/realtime/coalesceQueryKeys.ts';
import type { RealtimeMessage } from '../shared/realtime/realtimeMessages.ts';
import { useLiveUpdateParser } from '../shared/realtime/useLiveUpdateParser.ts';
import { useRealtimeConnection } from '../shared/realtime/useRealtimeConnection.ts';
import { useToast } from '../shared/toast/useToast.ts';
import { applyRealtimeMessage, CONTACT_REFRESH_WINDOW_MS, refreshAfterConnect } from './realtimeRefresh.ts';

/**
 * The signed-in session's /ws socket: opened once there is a user, closed on sign-out, and turned
 * into reloaded queries and the 'New SMS Message' toast. Renders nothing.
 */
export function RealtimeUpdates() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [batcher] = useState(() =>
    createQueryKeyBatcher((keys) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    }, CONTACT_REFRESH_WINDOW_MS),
  );
  useEffect(() => () => batcher.cancel(), [batcher]);

  const handleMessage = (message: RealtimeMessage) => void applyRealtimeMessage(message, { queryClient, batcher, toast });
  const handleConnected = () => refreshAfterConnect(queryClient);
  // A refused socket may mean the session has ended: asking for the user again leads to /auth if so.
  const handleAttemptFailed = () =>
    void queryClient.invalidateQueries({ queryKey: authQueries.currentUser().queryKey }, { cancelRefetch: false });

  useRealtimeConnection({
    sessionKey: user?.id ?? null,
    parse: useLiveUpdateParser(),
    onMessage: handleMessage,
    onConnected: handleConnected,
    onAttemptFailed: handleAttemptFailed,
  });
  return null;
}
