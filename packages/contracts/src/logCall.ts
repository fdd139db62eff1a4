import { z } from 'zod';
import { accepted } from './answers.ts';
import { uuid } from './ids.ts';

/** Log a call (the Log Call dialog, POST /api/call-logs) and the call logs it adds (GET /api/call-logs, /api/call-logs/stats). */
export const CALL_STATUSES = ['connected', 'voicemail', 'no_answer', 'busy', 'wrong_number'] as const;
export const CALL_STATUS_LABELS: Record<(typeof CALL_STATUSES)[number], string> = {
  connected: 'Connected',
  voicemail: 'Left Voicemail',
  no_answer: 'No Answer',
  busy: 'Busy',
  wrong_number: 'Wrong Number',
};
export const CALL_OUTCOMES = ['trial', 'subscribe', 'callback', 'not_interested', 'other'] as const;
export const CALL_OUTCOME_LABELS: Record<(typeof CALL_OUTCOMES)[number], string> = {
  trial: 'Wants to try (free trial)',
  subscribe: 'Ready to buy',
  callback: 'Call back later',
  not_interested: 'Not interested',
  other: 'Other',
};
export const logCallBody = z
  .object({
    contactId: uuid('contactId'),
    phoneNumber: z.string().trim().max(40).nullable().optional(),
    callStatus: z.enum(CALL_STATUSES, { error: 'Please select a call status' }),
    outcome: z.enum(CALL_OUTCOMES, { error: 'Unknown outcome' }).nullable().optional(),
    notes: z.string().max(5000, 'Notes are too long').nullable().optional(),
    followUpRequired: z.boolean().optional().default(false),
    followUpDate: z.iso.date({ error: 'Follow-up date must be a date' }).nullable().optional(),
  })
  .refine((v) => v.callStatus === 'connected' || !v.outcome, { message: 'An outcome is only recorded for connected calls', path: ['outcome'] });
export type LogCallBody = z.infer<typeof logCallBody>;

export const callLogView = z.object({
  id: z.string(),
  contactId: z.string(),
  phoneNumber: z.string().nullable(),
  callStatus: z.string(),
  outcome: z.string().nullable(),
  notes: z.string().nullable(),
  followUpRequired: z.boolean(),
  followUpDate: z.string().nullable(),
  createdAt: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
});
export type CallLogView = z.infer<typeof callLogView>;
export const callLogList = z.array(callLogView).readonly();
/** POST /api/call-logs answers the logged call (201). */
export const callLogged = accepted(callLogView.omit({ userId: true, username: true }));
export const callLogsQuery = z.object({ contactId: uuid('contactId') });

export const callStats = z.object({
  totalCallsToday: z.number(),
  connectedCallsToday: z.number(),
  totalCallsWeek: z.number(),
  followUpsNeeded: z.number(),
});
