import type { Runtime, TypedApp } from '@outreach/server-kit';
import { registerConversationAction } from './conversationAction.ts';

/** PUT /api/sms/conversations/{id}/archive: Archive a conversation (it leaves the inbox). */
export function registerArchiveConversationRoute(app: TypedApp, runtime: Runtime): void {
  registerConversationAction(app, runtime, 'archive', 'ArchiveConversation');
}
