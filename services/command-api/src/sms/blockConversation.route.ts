import type { Runtime, TypedApp } from '@outreach/server-kit';
import { registerConversationAction } from './conversationAction.ts';

/** PUT /api/sms/conversations/{id}/block: Block a conversation's number. */
export function registerBlockConversationRoute(app: TypedApp, runtime: Runtime): void {
  registerConversationAction(app, runtime, 'block', 'BlockConversation');
}
