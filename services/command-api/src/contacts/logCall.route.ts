import { callLogged, logCallBody, noQuery } from '@outreach/contracts';
import { withPosition, type Runtime, type TypedApp } from '@outreach/server-kit';
import { randomUUID } from 'node:crypto';
import { runContactCommand } from './contactCommands.ts';

/** POST /api/call-logs {contactId, callStatus, outcome?, notes?, followUp…} → 201 the logged call. */
export function registerLogCallRoute(app: TypedApp, runtime: Runtime): void {
  app.post('/api/call-logs', { schema: { querystring: noQuery, body: logCallBody, response: { 201: callLogged } } }, async (request, reply) => {
    const body = request.body;
    const callId = randomUUID();
    const result = await runContactCommand(
      runtime,
      {
        type: 'LogCall',
        contactId: body.contactId,
        callId,
        phoneNumber: body.phoneNumber?.trim() || null,
        callStatus: body.callStatus,
        outcome: body.outcome ?? null,
        notes: body.notes ?? null,
        followUpRequired: body.followUpRequired,
        followUpDate: body.followUpDate ?? null,
      },
      request.commandContext(),
    );
    reply.status(201);
    const logged = result.events[0]!.data as { calledAt: string; phoneNumber: string | null };
    return withPosition(reply, result.position, {
      id: callId,
      contactId: body.contactId,
      phoneNumber: logged.phoneNumber,
      callStatus: body.callStatus,
      outcome: body.outcome ?? null,
      notes: body.notes?.trim() || null,
      followUpRequired: body.followUpRequired,
      followUpDate: body.followUpDate ?? null,
      createdAt: logged.calledAt,
    });
  });
}
