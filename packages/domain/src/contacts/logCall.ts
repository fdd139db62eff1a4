import { CALL_OUTCOMES, CALL_STATUSES } from '@outreach/contracts';
import { invalid } from '../kit/errors.ts';
import type { DomainEvent } from '../kit/events.ts';
import type { CommandContext } from '../kit/metadata.ts';
import { requireContact, type ContactState } from './contactState.ts';

export type CallStatus = (typeof CALL_STATUSES)[number];
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export type LogCall = {
  type: 'LogCall';
  contactId: string;
  callId: string;
  phoneNumber: string | null;
  callStatus: CallStatus;
  outcome: CallOutcome | null;
  notes: string | null;
  followUpRequired: boolean;
  followUpDate: string | null;
  /** When the call happened; the decision time when not given (history imports give it). */
  calledAt?: string;
};

export type CallLogged = DomainEvent<
  'CallLogged',
  {
    contactId: string;
    callId: string;
    phoneNumber: string | null;
    callStatus: CallStatus;
    outcome: CallOutcome | null;
    notes: string | null;
    followUpRequired: boolean;
    followUpDate: string | null;
    calledAt: string;
  }
>;

/** A call with its status; an outcome only for connected calls; an optional follow-up. */
export function logCall(command: LogCall, state: ContactState, context: CommandContext): CallLogged[] {
  requireContact(state);
  if (!CALL_STATUSES.includes(command.callStatus)) throw invalid('Please select a call status');
  if (command.outcome !== null && command.callStatus !== 'connected') throw invalid('An outcome is only recorded for connected calls');
  if (command.outcome !== null && !CALL_OUTCOMES.includes(command.outcome)) throw invalid('Unknown outcome');
  if (command.followUpDate !== null && !command.followUpRequired) throw invalid('A follow-up date needs the follow-up box ticked');
  const notes = command.notes?.trim() || null;
  return [
    {
      type: 'CallLogged',
      data: {
        contactId: command.contactId,
        callId: command.callId,
        phoneNumber: command.phoneNumber ?? state.fields.phone,
        callStatus: command.callStatus,
        outcome: command.outcome,
        notes,
        followUpRequired: command.followUpRequired,
        followUpDate: command.followUpDate,
        calledAt: command.calledAt ?? context.now,
      },
    },
  ];
}
