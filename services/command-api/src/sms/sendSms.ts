import { randomUUID } from 'node:crypto';
import { illegalState, invalid, normalizePhone, notFound, UNSUBSCRIBED_CONTACT_MESSAGE, type CommandContext, type SendKind } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { loadContact } from '../contacts/contactCommands.ts';
import { conversationForPhone, runConversationCommand } from './conversations.ts';

/**
 * Ask for a text to go out: recorded as requested on the conversation (refused for an opted-out
 * or blocked number); the dispatcher hands it to the provider and records the outcome.
 */
export async function requestSms(runtime: Runtime, conversationId: string, body: string, kind: SendKind, context: CommandContext) {
  const messageId = randomUUID();
  const result = await runConversationCommand(runtime, { type: 'RequestSms', conversationId, messageId, body, kind }, context);
  return { messageId, conversationId, position: result.position };
}

/** The calling card's Send Text Message: to the contact's phone (or the one given); refused (409) for a contact who unsubscribed. */
export async function sendToContact(runtime: Runtime, input: { contactId: string; phoneNumber?: string | undefined; message: string }, context: CommandContext) {
  const contact = await loadContact(runtime, input.contactId);
  if (!contact.exists) throw notFound('Contact not found');
  if (contact.status === 'unsubscribed') throw illegalState(UNSUBSCRIBED_CONTACT_MESSAGE);
  const raw = input.phoneNumber?.trim() || contact.fields.phone;
  if (!raw) throw invalid("This contact doesn't have a phone number");
  const phone = normalizePhone(raw);
  if (!phone) throw invalid(`Invalid phone number: ${raw}`);
  const conversationId = await conversationForPhone(runtime, phone, context);
  return requestSms(runtime, conversationId, input.message, 'direct', context);
}

/** A test text to any number (settings and wizards). */
export async function sendTest(runtime: Runtime, input: { phoneNumber: string; message: string }, context: CommandContext) {
  const phone = normalizePhone(input.phoneNumber);
  if (!phone) throw invalid('Please enter a valid phone number (e.g., +1234567890)');
  const conversationId = await conversationForPhone(runtime, phone, context);
  return requestSms(runtime, conversationId, input.message, 'test', context);
}
