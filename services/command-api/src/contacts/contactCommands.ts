import {
  contactEmailStream,
  contactHandler,
  contactPhoneStream,
  contactStream,
  releaseValue,
  reservationKey,
  reserveValue,
  type CommandContext,
  type ContactCommand,
} from '@outreach/domain';
import { oneAtATime } from '../shared/oneAtATime.ts';
import type { Runtime } from '@outreach/server-kit';

export const CONTACT_EMAIL_TAKEN = 'Another contact already has this email address';
export const CONTACT_PHONE_TAKEN = 'Another contact already has this phone number';

/** Commands on one contact run one at a time in this process (parallel edits queue instead of conflicting). */
export function runContactCommand(runtime: Runtime, command: ContactCommand & { contactId: string }, context: CommandContext) {
  return oneAtATime(contactStream(command.contactId), () => contactHandler.run(runtime.eventStore, command.contactId, command, context));
}

export function loadContact(runtime: Runtime, contactId: string) {
  return contactHandler.load(runtime.eventStore, contactId);
}

export function claimContactEmail(runtime: Runtime, email: string, contactId: string, context: CommandContext) {
  return reserveValue(runtime.eventStore, contactEmailStream(reservationKey(email)), { value: email, ownerId: contactId, takenMessage: CONTACT_EMAIL_TAKEN }, context);
}

export function releaseContactEmail(runtime: Runtime, email: string, contactId: string, context: CommandContext) {
  return releaseValue(runtime.eventStore, contactEmailStream(reservationKey(email)), { value: email, ownerId: contactId }, context);
}

export function claimContactPhone(runtime: Runtime, phone: string, contactId: string, context: CommandContext) {
  return reserveValue(runtime.eventStore, contactPhoneStream(phone), { value: phone, ownerId: contactId, takenMessage: CONTACT_PHONE_TAKEN }, context);
}

export function releaseContactPhone(runtime: Runtime, phone: string, contactId: string, context: CommandContext) {
  return releaseValue(runtime.eventStore, contactPhoneStream(phone), { value: phone, ownerId: contactId }, context);
}
