import { useEffect, useEffectEvent } from 'react';
import { useSetAtom } from 'jotai';
import { realtimeStatusAtom } from './realtimeAtoms.ts';
import { RealtimeClient, realtimeUrl } from './realtimeClient.ts';
import type { ParseRealtimeMessage, RealtimeMessage } from './realtimeMessages.ts';

interface RealtimeConnectionOptions {
  /** The session the socket belongs to (the signed-in user's id); null keeps it closed. */
  sessionKey: string | null;
  /** Reads the frames; the socket stays closed until it is there (see `useLiveUpdateParser`). */
  parse: ParseRealtimeMessage | null;
  onMessage: (message: RealtimeMessage) => void;
  /** After every (re)connect: what may have been missed meanwhile should be reloaded. */
  onConnected: (reconnected: boolean) => void;
  /** An attempt was refused or could not reach the server. */
  onAttemptFailed: (failuresInARow: number) => void;
}

/**
 * Keeps one /ws socket open while there is a session, and closes it when the session ends or
 * changes. Its state is published in `realtimeStatusAtom`. Coming back online or to the tab
 * retries at once instead of waiting out the backoff.
 */
export function useRealtimeConnection({ sessionKey, parse, onMessage, onConnected, onAttemptFailed }: RealtimeConnectionOptions): void {
  const setStatus = useSetAtom(realtimeStatusAtom);
  const handleMessage = useEffectEvent(onMessage);
  const handleConnected = useEffectEvent(onConnected);
  const handleAttemptFailed = useEffectEvent(onAttemptFailed);

  useEffect(() => {
    if (sessionKey === null || parse === null) return undefined;
    const client = new RealtimeClient({
      url: realtimeUrl(window.location),
      parse,
      onMessage: (message) => handleMessage(message),
      onConnected: (reconnected) => handleConnected(reconnected),
      onAttemptFailed: (failures) => handleAttemptFailed(failures),
      onStatusChange: setStatus,
    });
    const handleOnline = () => client.reconnectNow();
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') client.reconnectNow();
    };
    window.addEventListener('online', handleOnline);
    document.addEventListener('visibilitychange', handleVisibility);
    client.start();
    return () => {
      window.removeEventListener('online', handleOnline);
      document.removeEventListener('visibilitychange', handleVisibility);
      client.stop();
      setStatus('disconnected');
    };
  }, [sessionKey, parse, setStatus]);
}
