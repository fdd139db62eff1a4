import { conflict, emailAccounts, releaseValue, reserveValue, sendingAddressStream, type CommandContext } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { emailAccountSendingFrom, type NamedEmailAccount } from './otherEmailAccounts.ts';

/**
 * A claim whose account is not recorded yet is an account being added (its claim comes first):
 * it holds the address this long, after which its request is taken to have died before recording it.
 */
export const CLAIM_IN_PROGRESS_MS = 2 * 60_000;

/** Who holds the address's reservation stream now (strongly consistent), and since when. */
async function reservationOf(runtime: Runtime, stream: string): Promise<{ ownerId: string; since: string } | undefined> {
  const last = (await runtime.eventStore.readLastEvents([stream])).get(stream);
  return last?.type === 'ValueReserved' ? { ownerId: (last.data as { ownerId: string }).ownerId, since: last.metadata.occurredAt } : undefined;
}

/**
 * The account `holder` when it still sends from the address (active or not), named; an account
 * still being added ('being added'); otherwise its reservation is stale.
 */
async function stillSendingFrom(runtime: Runtime, address: string, holder: { ownerId: string; since: string }): Promise<NamedEmailAccount | 'being added' | undefined> {
  const state = await emailAccounts.load(runtime.eventStore, holder.ownerId);
  if (state.status === 'none') return runtime.clock.now().getTime() - Date.parse(holder.since) < CLAIM_IN_PROGRESS_MS ? 'being added' : undefined;
  return state.status === 'active' && state.settings!.fromEmail === address ? { id: holder.ownerId, name: state.settings!.name } : undefined;
}

const justAdded = (address: string) => `${address} was just added as the from e-mail of another email account`;

const inUse = (address: string, other: NamedEmailAccount) =>
  conflict(
    `${address} is already the from e-mail of the email account “${other.name}” (${other.id}): two accounts for one mailbox would together send twice its daily limit. Edit or delete that account instead.`,
  );

/**
 * Give an address to an account before it sends from it, or refuse (409) naming the account that
 * already does (active or not: made active again, it would send from the same mailbox). Accounts
 * added before addresses were reserved, or by signing in with a provider, are found in the read
 * model; the reservation stream settles two claims at the same moment, and a claim made moments
 * ago by an account still being added holds (409) until that account is recorded.
 */
export async function claimSendingAddress(runtime: Runtime, address: string, accountId: string, context: CommandContext): Promise<void> {
  const stream = sendingAddressStream(address);
  const holder = await reservationOf(runtime, stream);
  const held = holder && holder.ownerId !== accountId ? await stillSendingFrom(runtime, address, holder) : undefined;
  if (held === 'being added') throw conflict(justAdded(address));
  const other = held ?? (await emailAccountSendingFrom(runtime, address, accountId));
  if (other) throw inUse(address, other);
  // A holder that no longer sends from the address (deleted, changed its address, or never added) lets it go.
  if (holder && holder.ownerId !== accountId) await releaseValue(runtime.eventStore, stream, { value: address, ownerId: holder.ownerId }, context);
  await reserveValue(runtime.eventStore, stream, { value: address, ownerId: accountId, takenMessage: justAdded(address) }, context);
}

/** The account stopped sending from the address (deleted, or its address changed): another may take it. */
export async function releaseSendingAddress(runtime: Runtime, address: string, accountId: string, context: CommandContext): Promise<void> {
  await releaseValue(runtime.eventStore, sendingAddressStream(address), { value: address, ownerId: accountId }, context);
}
