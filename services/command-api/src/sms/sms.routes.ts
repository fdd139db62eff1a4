import { conversationParams, replyBody, sendSmsBody, sendTestBody } from '@outreach/contracts';
import { commandContext, parseInput, withPosition, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor.ts';
import { runConversationCommand } from './conversations.ts';
import { requestSms, sendTest, sendToContact } from './sendSms.ts';

/**
 * Staff actions on conversations: reply, read, archive, block; the calling card's direct send and
 * test sends. Sends answer `status: 'requested'`; delivery follows on the conversation.
 */
export function registerSmsRoutes(app: FastifyInstance, runtime: Runtime): void {
  app.post('/api/sms/conversations/:id/reply', async (request, reply) => {
    const { id } = parseInput(conversationParams, request.params);
    const { message } = parseInput(replyBody, request.body);
    const sent = await requestSms(runtime, id, message, 'reply', commandContext(request, actorOf(request)));
    return withPosition(reply, sent.position, { success: true, messageId: sent.messageId, conversationId: id, status: 'requested' });
  });

  for (const [action, type] of [
    ['read', 'MarkConversationRead'],
    ['archive', 'ArchiveConversation'],
    ['block', 'BlockConversation'],
  ] as const) {
    app.put(`/api/sms/conversations/:id/${action}`, async (request, reply) => {
      const { id } = parseInput(conversationParams, request.params);
      const result = await runConversationCommand(runtime, { type, conversationId: id }, commandContext(request, actorOf(request)));
      return withPosition(reply, result.position, { success: true });
    });
  }

  app.post('/api/sms/send', async (request, reply) => {
    const body = parseInput(sendSmsBody, request.body);
    const sent = await sendToContact(runtime, body, commandContext(request, actorOf(request)));
    return withPosition(reply, sent.position, { success: true, messageId: sent.messageId, conversationId: sent.conversationId, status: 'requested' });
  });

  app.post('/api/sms/send-test', async (request, reply) => {
    const body = parseInput(sendTestBody, request.body);
    const sent = await sendTest(runtime, body, commandContext(request, actorOf(request)));
    return withPosition(reply, sent.position, { success: true, messageId: sent.messageId, conversationId: sent.conversationId, status: 'requested' });
  });
}
