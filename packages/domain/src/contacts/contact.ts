import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import { mergeFields } from './contactFields.ts';
import { initialContactState, type ContactState } from './contactState.ts';
import { importContact, mergeImportedContact, type ContactImported, type ContactMerged, type ImportContact, type MergeImportedContact } from './importContact.ts';
import { logCall, type CallLogged, type LogCall } from './logCall.ts';
import { markCommunication, type CommunicationMarked, type MarkCommunication } from './markCommunication.ts';
import { setContactStatus, type ContactStatusChanged, type SetContactStatus } from './setContactStatus.ts';
import { updateContact, type ContactUpdated, type UpdateContact } from './updateContact.ts';

/** A real-estate agent the staff work with, stream `contact-{id}`. */
export type ContactEvent = ContactImported | ContactMerged | ContactUpdated | ContactStatusChanged | CallLogged | CommunicationMarked;
export type ContactCommand = ImportContact | MergeImportedContact | UpdateContact | SetContactStatus | LogCall | MarkCommunication;

export const contact: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState: initialContactState,
  evolve(state, event) {
    switch (event.type) {
      case 'ContactImported':
        return { exists: true, contactId: event.data.contactId, status: event.data.status, fields: event.data.fields };
      case 'ContactMerged':
        return { ...state, fields: mergeFields(state.fields, event.data.fields) };
      case 'ContactUpdated':
        return { ...state, status: event.data.status ?? state.status, fields: { ...state.fields, ...event.data.changes } };
      case 'ContactStatusChanged':
        return { ...state, status: event.data.status };
      case 'CallLogged':
      case 'CommunicationMarked':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state, context): ContactEvent[] {
    switch (command.type) {
      case 'ImportContact':
        return importContact(command, state);
      case 'MergeImportedContact':
        return mergeImportedContact(command);
      case 'UpdateContact':
        return updateContact(command, state);
      case 'SetContactStatus':
        return setContactStatus(command, state);
      case 'LogCall':
        return logCall(command, state, context);
      case 'MarkCommunication':
        return markCommunication(command, state, context);
      default:
        return assertNever(command);
    }
  },
};

export const contactStream = (contactId: string) => `contact-${contactId}`;
export const contactEmailStream = (emailKey: string) => `contact-email-${emailKey}`;
export const contactPhoneStream = (e164: string) => `contact-phone-${e164}`;

/** Load a contact, or run a command on it. */
export const contactHandler = commandHandler(contact, contactStream);
