import {
  contact,
  contactEmailStream,
  contactPhoneStream,
  contactStream,
  handle,
  reservation,
  reservationKey,
  type CommandContext,
  type ContactCommand,
  type ContactState,
} from '@outreach/domain';
import { oneAtATime } from '../shared/oneAtATime.ts';
import type { Runtime } from '@outreach/server-kit';

export const CONTACT_EMAIL_TAKEN = 'Another contact already has this email address';
export const CONTACT_PHONE_TAKEN = 'Another contact already has this phone number';

/** Commands on one contact run one at a time in this process (parallel edits queue instead of conflicting). */
export function runContactCommand(runtime: Runtime, command: ContactCommand & { contactId: string }, context: CommandContext) {
  const stream = contactStream(command.contactId);
  return oneAtATime(stream, () => handle(runtime.eventStore, stream, contact, command, context));
}

export async function loadContact(runtime: Runtime, contactId: string): Promise<ContactState> {
  let state = contact.initialState;
  for await (const e of runtime.eventStore.readStream(contactStream(contactId))) {
    state = contact.evolve(state, { type: e.type, data: e.data } as never);
  }
  return state;
}

export function claimContactEmail(runtime: Runtime, email: string, contactId: string, context: CommandContext) {
  return handle(runtime.eventStore, contactEmailStream(reservationKey(email)), reservation, { type: 'Reserve', value: email, ownerId: contactId, takenMessage: CONTACT_EMAIL_TAKEN }, context);
}

export function releaseContactEmail(runtime: Runtime, email: string, contactId: string, context: CommandContext) {
  return handle(runtime.eventStore, contactEmailStream(reservationKey(email)), reservation, { type: 'Release', value: email, ownerId: contactId }, context);
}

export function claimContactPhone(runtime: Runtime, phone: string, contactId: string, context: CommandContext) {
  return handle(runtime.eventStore, contactPhoneStream(phone), reservation, { type: 'Reserve', value: phone, ownerId: contactId, takenMessage: CONTACT_PHONE_TAKEN }, context);
}

export function releaseContactPhone(runtime: Runtime, phone: string, contactId: string, context: CommandContext) {
  return handle(runtime.eventStore, contactPhoneStream(phone), reservation, { type: 'Release', value: phone, ownerId: contactId }, context);
}
