import { conversationParams, noBody, noQuery, success } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { runConversationCommand } from './conversations.ts';

type ConversationAction = 'MarkConversationRead' | 'ArchiveConversation' | 'BlockConversation';

/** PUT /api/sms/conversations/{id}/{path}: one command on the conversation, answering `{success: true}`. */
export function registerConversationAction(app: TypedApp, runtime: Runtime, path: 'read' | 'archive' | 'block', type: ConversationAction): void {
  app.put(
    `/api/sms/conversations/:id/${path}`,
    { schema: { params: conversationParams, querystring: noQuery, body: noBody, response: { 200: success } } },
    async (request, reply) => {
      const result = await runConversationCommand(runtime, { type, conversationId: request.params.id }, request.commandContext());
      return withPosition(reply, result.position, { success: true as const });
    },
  );
}
