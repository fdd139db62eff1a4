import { randomUUID } from 'node:crypto';
import { conversationHandler, conversationStream, type RecordedEvent, type SendKind } from '@outreach/domain';
import { processContext, type Runtime } from '@outreach/server-kit';

/** A conversation with the number, started as the command side starts one (at the runtime's clock); answers its id. */
export async function startConversation(runtime: Runtime, phone: string): Promise<string> {
  const conversationId = randomUUID();
  await conversationHandler.run(runtime.eventStore, conversationId, { type: 'StartConversation', conversationId, phoneNumber: phone, contactId: null }, processContext(runtime.clock, 'test'));
  return conversationId;
}

/** A text asked for on the conversation (RequestSms); answers its message id. */
export async function requestText(runtime: Runtime, conversationId: string, body: string, kind: SendKind = 'direct'): Promise<string> {
  const messageId = randomUUID();
  await conversationHandler.run(runtime.eventStore, conversationId, { type: 'RequestSms', conversationId, messageId, body, kind }, processContext(runtime.clock, 'test'));
  return messageId;
}

/** The conversation's events about one text, in order. */
export async function textEvents(runtime: Runtime, conversationId: string, messageId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const e of runtime.eventStore.readStream(conversationStream(conversationId))) if ((e.data as { messageId?: string }).messageId === messageId) events.push(e);
  return events;
}
