import { normalizeContactFields, notFound, type CommandContext, type ContactFields, type ContactStatus } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type { UpdateContactBody } from '@outreach/contracts';
import { latest } from '../shared/positions.ts';
import { claimContactEmail, claimContactPhone, loadContact, releaseContactEmail, releaseContactPhone, runContactCommand } from './contactCommands.ts';

/**
 * Edit a contact: status and any fields, as one event. A new e-mail or phone is claimed first (so
 * no two contacts share one) and the old one released after the change.
 */
export async function updateContact(runtime: Runtime, contactId: string, body: UpdateContactBody, context: CommandContext) {
  const { status, reason: _reason, ...rawFields } = body;
  const given = Object.keys(rawFields) as (keyof typeof rawFields)[];
  const normalized = normalizeContactFields(rawFields, { requireIdentity: false });
  const changes: Partial<ContactFields> = {};
  for (const key of given) (changes as Record<string, unknown>)[key] = normalized[key as keyof ContactFields];
  const current = await loadContact(runtime, contactId);
  if (!current.exists) throw notFound('Contact not found');

  const positions = [];
  const newEmail = 'email' in changes && changes.email !== current.fields.email ? changes.email : undefined;
  const newPhone = 'phone' in changes && changes.phone !== current.fields.phone ? changes.phone : undefined;
  if (newEmail) positions.push((await claimContactEmail(runtime, newEmail, contactId, context)).position);
  if (newPhone) {
    try {
      positions.push((await claimContactPhone(runtime, newPhone, contactId, context)).position);
    } catch (error) {
      if (newEmail) await releaseContactEmail(runtime, newEmail, contactId, context);
      throw error;
    }
  }
  // One request, one command, one event: fields and status together.
  const updated = await runContactCommand(
    runtime,
    { type: 'UpdateContact', contactId, changes, ...(status ? { status: status as ContactStatus } : {}) },
    context,
  );
  positions.push(updated.position);
  const state = updated.state;
  if (newEmail !== undefined && current.fields.email) positions.push((await releaseContactEmail(runtime, current.fields.email, contactId, context)).position);
  if ('email' in changes && changes.email === null && current.fields.email) positions.push((await releaseContactEmail(runtime, current.fields.email, contactId, context)).position);
  if (newPhone !== undefined && current.fields.phone) positions.push((await releaseContactPhone(runtime, current.fields.phone, contactId, context)).position);
  if ('phone' in changes && changes.phone === null && current.fields.phone) positions.push((await releaseContactPhone(runtime, current.fields.phone, contactId, context)).position);
  return { contact: { id: contactId, status: state.status, ...state.fields }, position: latest(...positions) };
}
