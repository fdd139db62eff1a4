import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export const CONVERSATION_PARAM = 'conversation';

interface SelectionState {
  /** The thread was opened from the list on this page: Back returns to the list entry. */
  fromList?: boolean;
}

function fromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as SelectionState).fromList === true;
}

export interface ConversationSelection {
  selectedId: string | null;
  select: (conversationId: string) => void;
  /** The thread's back button (phones): the browser's back when the list is the previous entry. */
  back: () => void;
  /** Archive or block: the thread closes without a new history entry. */
  clear: () => void;
}

/**
 * The open conversation lives in the address (`/sms?conversation={id}`), so that a phone's back
 * button leaves the thread for the list and a thread can be linked to.
 */
export function useSelectedConversation(): ConversationSelection {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const selectedId = searchParams.get(CONVERSATION_PARAM) || null;
  const state: unknown = location.state;

  const select = useCallback(
    (conversationId: string) => {
      if (conversationId === selectedId) return;
      const switching = selectedId !== null;
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(CONVERSATION_PARAM, conversationId);
          return next;
        },
        // Going from one thread to another replaces the entry: Back still leads to the list.
        switching ? { replace: true, state } : { state: { fromList: true } satisfies SelectionState },
      );
    },
    [selectedId, setSearchParams, state],
  );

  const clear = useCallback(() => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(CONVERSATION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  const back = useCallback(() => {
    if (fromList(state)) navigate(-1);
    else clear();
  }, [clear, navigate, state]);

  return { selectedId, select, back, clear };
}
