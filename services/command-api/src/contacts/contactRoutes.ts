import { contactIdParams, logCallBody, markCommunicationBody, updateContactBody } from '@outreach/contracts';
import { commandContext, parseInput, withPosition, type Runtime } from '@outreach/server-kit';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/actor.ts';
import { runContactCommand } from './contactCommands.ts';
import { updateContact } from './updateContact.ts';

/** PUT /api/contacts/{id}, POST /api/contacts/{id}/mark-communication, POST /api/call-logs. */
export function registerContactRoutes(app: FastifyInstance, runtime: Runtime): void {
  app.put('/api/contacts/:id', async (request, reply) => {
    const { id } = parseInput(contactIdParams, request.params);
    const body = parseInput(updateContactBody, request.body);
    const result = await updateContact(runtime, id, body, commandContext(request, actorOf(request), body.reason));
    return withPosition(reply, result.position, result.contact);
  });

  app.post('/api/contacts/:id/mark-communication', async (request, reply) => {
    const { id } = parseInput(contactIdParams, request.params);
    const { type } = parseInput(markCommunicationBody, request.body);
    const result = await runContactCommand(runtime, { type: 'MarkCommunication', contactId: id, channel: type }, commandContext(request, actorOf(request)));
    return withPosition(reply, result.position, { contactId: id, type });
  });

  app.post('/api/call-logs', async (request, reply) => {
    const body = parseInput(logCallBody, request.body);
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
      commandContext(request, actorOf(request)),
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
