import { randomUUID } from 'node:crypto';
import {
  contactPhoneStream,
  conversation,
  conversationPhoneStream,
  conversationHandler,
  conversationStream,
  holder,
  valueReserved,
  withMetadata,
  type CommandContext,
  type ConversationState,
  type SmsCommand,
} from '@outreach/domain';
import { WrongExpectedRevisionError } from '@outreach/event-store';
import type { Runtime } from '@outreach/server-kit';

export function runConversationCommand(runtime: Runtime, command: SmsCommand, context: CommandContext) {
  return conversationHandler.run(runtime.eventStore, command.conversationId, command, context);
}

export function loadConversation(runtime: Runtime, conversationId: string): Promise<ConversationState> {
  return conversationHandler.load(runtime.eventStore, conversationId);
}

/**
 * The conversation of a phone number (E.164): found through its reservation stream, or started —
 * the reservation and ConversationStarted in one append, so two first messages from one number
 * at once still make one conversation. A new one is linked to the contact holding that phone.
 */
export async function conversationForPhone(runtime: Runtime, phoneNumber: string, context: CommandContext): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reservations = await runtime.eventStore.readLastEvents([conversationPhoneStream(phoneNumber), contactPhoneStream(phoneNumber)]);
    const held = holder(reservations.get(conversationPhoneStream(phoneNumber)));
    if (held.ownerId) return held.ownerId;
    const contactId = holder(reservations.get(contactPhoneStream(phoneNumber))).ownerId ?? null;
    const conversationId = randomUUID();
    const started = conversation.decide({ type: 'StartConversation', conversationId, phoneNumber, contactId }, conversation.initialState, context);
    try {
      await runtime.eventStore.appendToStreams([
        {
          streamId: conversationPhoneStream(phoneNumber),
          events: withMetadata([valueReserved(phoneNumber, conversationId)], context),
          expectedRevision: held.revision ?? 'no_stream',
        },
        { streamId: conversationStream(conversationId), events: withMetadata(started, context), expectedRevision: 'no_stream' },
      ]);
      return conversationId;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  throw new Error(`Could not start a conversation with ${phoneNumber}`);
}
