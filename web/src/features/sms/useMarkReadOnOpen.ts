import { useEffect, useRef } from 'react';
import type { SmsConversation } from './smsTypes.ts';
import { useMarkConversationRead } from './useConversationActions.ts';

/**
 * Opening a conversation with unread texts marks it read; so does a new text arriving while it is
 * open. Each (conversation, newest text) is marked once, so a slow list cannot cause a loop.
 */
export function useMarkReadOnOpen(conversation: SmsConversation | null): void {
  const markRead = useMarkConversationRead();
  const { mutate } = markRead;
  const lastMarked = useRef<string | null>(null);
  const id = conversation?.id ?? null;
  const unread = conversation?.unreadCount ?? 0;
  const newest = conversation?.lastMessageAt ?? '';

  useEffect(() => {
    if (id === null || unread === 0) return;
    const mark = `${id}\u0000${newest}`;
    if (lastMarked.current === mark) return;
    lastMarked.current = mark;
    mutate(id);
  }, [id, unread, newest, mutate]);
}
