import { useEffect, useState } from 'react';
import type { ParseRealtimeMessage } from './realtimeMessages.ts';

/**
 * The /ws message parser, loaded once the live updates start (it brings zod, which no page needs
 * to show itself); null until it is there.
 */
export function useLiveUpdateParser(): ParseRealtimeMessage | null {
  const [parse, setParse] = useState<ParseRealtimeMessage | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('./realtimeMessages.ts').then(({ parseRealtimeMessage }) => {
      if (mounted) setParse(() => parseRealtimeMessage);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return parse;
}
