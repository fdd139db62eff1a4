import { z } from 'zod';
import { accepted } from './answers.ts';
import { CALL_OUTCOMES, CALL_STATUSES } from './choices.ts';
import { uuid } from './ids.ts';

/** Log a call (the Log Call dialog, POST /api/call-logs) and the call logs it adds (GET /api/call-logs, /api/call-logs/stats). */
export { CALL_OUTCOME_LABELS, CALL_OUTCOMES, CALL_STATUS_LABELS, CALL_STATUSES } from './choices.ts';
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
