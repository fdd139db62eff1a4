import { emailAccounts } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { sql } from 'slonik';
import { z } from 'zod';

/** Candidates read from the read model, each checked against its own stream. */
const CANDIDATES = 20;

/** An account by its id and the name the team gave it. */
export interface NamedEmailAccount {
  id: string;
  name: string;
}

/** The account when its stream says it can send now: not deleted, and active (the read model may lag behind). */
async function stillActive(runtime: Runtime, id: string): Promise<NamedEmailAccount | undefined> {
  const state = await emailAccounts.load(runtime.eventStore, id);
  return state.status === 'active' && state.settings!.isActive ? { id, name: state.settings!.name } : undefined;
}

async function firstStillActive(runtime: Runtime, ids: readonly string[]): Promise<NamedEmailAccount | undefined> {
  for (const id of ids) {
    const active = await stillActive(runtime, id);
    if (active) return active;
  }
  return undefined;
}

/** The oldest active account other than `exceptId`: the one that becomes the primary when the primary goes. */
export async function oldestActiveEmailAccount(runtime: Runtime, exceptId: string): Promise<NamedEmailAccount | undefined> {
  const ids = await runtime.db.anyFirst(sql.type(z.object({ id: z.string() }))`
    select id::text as id from read.email_accounts
     where is_active and id <> ${exceptId}::uuid
     order by created_at, id
     limit ${CANDIDATES}`);
  return firstStillActive(runtime, ids);
}

/** An account other than `exceptId` that sends from `address` (lower case), active or not, if any. */
export async function emailAccountSendingFrom(runtime: Runtime, address: string, exceptId: string): Promise<NamedEmailAccount | undefined> {
  const ids = await runtime.db.anyFirst(sql.type(z.object({ id: z.string() }))`
    select id::text as id from read.email_accounts
     where from_email = ${address} and id <> ${exceptId}::uuid
     order by created_at, id
     limit ${CANDIDATES}`);
  for (const id of ids) {
    const state = await emailAccounts.load(runtime.eventStore, id);
    if (state.status === 'active' && state.settings!.fromEmail === address) return { id, name: state.settings!.name };
  }
  return undefined;
}
