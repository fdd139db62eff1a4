import type { Runtime, TypedApp } from '@outreach/server-kit';
import { registerConversationAction } from './conversationAction.ts';

/** PUT /api/sms/conversations/{id}/read: Mark a conversation read (its unread count back to 0). */
export function registerMarkConversationReadRoute(app: TypedApp, runtime: Runtime): void {
  registerConversationAction(app, runtime, 'read', 'MarkConversationRead');
}
