import { randomUUID } from 'node:crypto';
import {
  contactPhoneStream,
  conversation,
  conversationPhoneStream,
  conversationStream,
  handle,
  withMetadata,
  type CommandContext,
  type ConversationState,
  type SmsCommand,
  type SmsEvent,
} from '@outreach/domain';
import { WrongExpectedRevisionError } from '@outreach/event-store';
import type { Runtime } from '@outreach/server-kit';
import { holder } from '../contacts/importPlan.ts';

export function runConversationCommand(runtime: Runtime, command: SmsCommand, context: CommandContext) {
  return handle(runtime.eventStore, conversationStream(command.conversationId), conversation, command, context);
}

export async function loadConversation(runtime: Runtime, conversationId: string): Promise<ConversationState> {
  let state = conversation.initialState;
  for await (const e of runtime.eventStore.readStream(conversationStream(conversationId))) {
    state = conversation.evolve(state, { type: e.type, data: e.data } as SmsEvent);
  }
  return state;
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
          events: withMetadata([{ type: 'ValueReserved', data: { value: phoneNumber, ownerId: conversationId } }], context),
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
