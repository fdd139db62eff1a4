import { Flex } from 'antd';
import { MessageList } from './MessageList.tsx';
import { ReplyBox } from './ReplyBox.tsx';
import type { SmsConversation } from './smsTypes.ts';
import { ThreadHeader } from './ThreadHeader.tsx';
import { useArchiveConversation, useBlockConversation } from './useConversationActions.ts';

interface ConversationThreadProps {
  conversation: SmsConversation;
  compact: boolean;
  onBack?: () => void;
  /** Archived or blocked: the thread closes. */
  onClosed: () => void;
}

/** The right pane (a full screen on a phone): header, the texts and the reply box. */
export function ConversationThread({ conversation, compact, onBack, onClosed }: ConversationThreadProps) {
  const archive = useArchiveConversation(onClosed);
  const block = useBlockConversation(onClosed);
  const handleArchive = () => archive.mutate(conversation.id);
  const handleBlock = () => block.mutate(conversation.id);

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <ThreadHeader
        conversation={conversation}
        compact={compact}
        archiving={archive.isPending}
        blocking={block.isPending}
        onBack={onBack}
        onArchive={handleArchive}
        onBlock={handleBlock}
      />
      <MessageList conversationId={conversation.id} />
      <ReplyBox key={conversation.id} conversation={conversation} compact={compact} />
    </Flex>
  );
}
