import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateFor, refreshAfterOwnChange } from '../../app/invalidatesFor.ts';
import { apiFetch } from '../../shared/api/apiFetch.ts';
import { useToast } from '../../shared/toast/useToast.ts';
import { conversationPath, smsQueries } from './smsQueries.ts';
import type { SmsConversation, UnreadCount } from './smsTypes.ts';

type ConversationAction = 'read' | 'archive' | 'block';

function putConversation(conversationId: string, action: ConversationAction) {
  return apiFetch<unknown>(`${conversationPath(conversationId)}/${action}`, { method: 'PUT' });
}

/** PUT …/read; the list and the unread count show it read at once and are put back if it fails. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const listKey = smsQueries.conversations().queryKey;
  const unreadKey = smsQueries.unreadCount().queryKey;
  return useMutation({
    mutationFn: (conversationId: string) => putConversation(conversationId, 'read'),
    onMutate: async (conversationId) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previousList = queryClient.getQueryData<SmsConversation[]>(listKey);
      const previousUnread = queryClient.getQueryData<UnreadCount>(unreadKey);
      const wasUnread = previousList?.find((conversation) => conversation.id === conversationId)?.unreadCount ?? 0;
      queryClient.setQueryData<SmsConversation[]>(listKey, (list) =>
        list?.map((conversation) => (conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation)),
      );
      queryClient.setQueryData<UnreadCount>(unreadKey, (unread) => (unread ? { count: Math.max(0, unread.count - wasUnread) } : unread));
      return { previousList, previousUnread };
    },
    onError: (error, _conversationId, context) => {
      if (context) {
        queryClient.setQueryData(listKey, context.previousList);
        queryClient.setQueryData(unreadKey, context.previousUnread);
      }
      toast({ title: 'Failed to mark as read', description: error.message, variant: 'destructive' });
      return invalidateFor(queryClient, ['sms_conversation']);
    },
    onSuccess: () => refreshAfterOwnChange(queryClient, ['sms_conversation']),
  });
}

function useConversationCommand(action: 'archive' | 'block', success: string, failure: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (conversationId: string) => putConversation(conversationId, action),
    onSuccess: () => {
      toast({ title: success });
      onDone();
      return refreshAfterOwnChange(queryClient, ['sms_conversation']);
    },
    onError: (error) => {
      toast({ title: failure, description: error.message, variant: 'destructive' });
    },
  });
}

/** PUT …/archive: 'Conversation archived'; `onDone` clears the selection. */
export function useArchiveConversation(onDone: () => void) {
  return useConversationCommand('archive', 'Conversation archived', 'Failed to archive conversation', onDone);
}

/** PUT …/block: 'Conversation blocked'; `onDone` clears the selection. */
export function useBlockConversation(onDone: () => void) {
  return useConversationCommand('block', 'Conversation blocked', 'Failed to block conversation', onDone);
}
