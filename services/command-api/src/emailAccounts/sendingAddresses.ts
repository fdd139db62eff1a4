import { conflict, emailAccounts, releaseValue, reservationOwner, reserveValue, sendingAddressStream, type CommandContext } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import { emailAccountSendingFrom, type NamedEmailAccount } from './otherEmailAccounts.ts';

/** The account `holder` when it still sends from the address (active or not), named; otherwise its reservation is stale. */
async function stillSendingFrom(runtime: Runtime, address: string, holder: string): Promise<NamedEmailAccount | undefined> {
  const state = await emailAccounts.load(runtime.eventStore, holder);
  return state.status === 'active' && state.settings!.fromEmail === address ? { id: holder, name: state.settings!.name } : undefined;
}

const inUse = (address: string, other: NamedEmailAccount) =>
  conflict(
    `${address} is already the from e-mail of the email account “${other.name}” (${other.id}): two accounts for one mailbox would together send twice its daily limit. Edit or delete that account instead.`,
  );

/**
 * Give an address to an account before it sends from it, or refuse (409) naming the account that
 * already does (active or not: made active again, it would send from the same mailbox). Accounts
 * added before addresses were reserved, or by signing in with a provider, are found in the read
 * model; the reservation stream settles two claims at the same moment.
 */
export async function claimSendingAddress(runtime: Runtime, address: string, accountId: string, context: CommandContext): Promise<void> {
  const stream = sendingAddressStream(address);
  const holder = await reservationOwner(runtime.eventStore, stream);
  const other = (holder && holder !== accountId ? await stillSendingFrom(runtime, address, holder) : undefined) ?? (await emailAccountSendingFrom(runtime, address, accountId));
  if (other) throw inUse(address, other);
  // A holder that no longer sends from the address (deleted, or changed its address) lets it go.
  if (holder && holder !== accountId) await releaseValue(runtime.eventStore, stream, { value: address, ownerId: holder }, context);
  await reserveValue(runtime.eventStore, stream, { value: address, ownerId: accountId, takenMessage: `${address} was just added as the from e-mail of another email account` }, context);
}

/** The account stopped sending from the address (deleted, or its address changed): another may take it. */
export async function releaseSendingAddress(runtime: Runtime, address: string, accountId: string, context: CommandContext): Promise<void> {
  await releaseValue(runtime.eventStore, sendingAddressStream(address), { value: address, ownerId: accountId }, context);
}
