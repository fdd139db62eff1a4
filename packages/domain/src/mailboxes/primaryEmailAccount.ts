import { commandHandler } from '../kit/commandHandler.ts';
import { assertNever, type Decider } from '../kit/decider.ts';
import type { DomainEvent } from '../kit/events.ts';

/** One stream says which account sends when none is chosen: the team's primary mailbox. */
export const PRIMARY_EMAIL_ACCOUNT_STREAM = 'email-accounts-primary';

export type PrimaryEmailAccountChosen = DomainEvent<'PrimaryEmailAccountChosen', { accountId: string; previousAccountId: string | null }>;
export type PrimaryEmailAccountCleared = DomainEvent<'PrimaryEmailAccountCleared', { accountId: string }>;
export type PrimaryEmailAccountEvent = PrimaryEmailAccountChosen | PrimaryEmailAccountCleared;

export type PrimaryEmailAccountCommand =
  | { type: 'ChoosePrimaryEmailAccount'; accountId: string }
  /** The account stopped being usable (deleted, made inactive) and no other active account can take its place. */
  | { type: 'ClearPrimaryEmailAccount'; accountId: string };

export interface PrimaryEmailAccountState {
  accountId: string | null;
}

export const primaryEmailAccount: Decider<PrimaryEmailAccountCommand, PrimaryEmailAccountEvent, PrimaryEmailAccountState> = {
  initialState: { accountId: null },
  evolve(_state, event) {
    switch (event.type) {
      case 'PrimaryEmailAccountChosen':
        return { accountId: event.data.accountId };
      case 'PrimaryEmailAccountCleared':
        return { accountId: null };
      default:
        return assertNever(event);
    }
  },
  decide(command, state): PrimaryEmailAccountEvent[] {
    switch (command.type) {
      case 'ChoosePrimaryEmailAccount':
        return state.accountId === command.accountId ? [] : [{ type: 'PrimaryEmailAccountChosen', data: { accountId: command.accountId, previousAccountId: state.accountId } }];
      case 'ClearPrimaryEmailAccount':
        return state.accountId === command.accountId ? [{ type: 'PrimaryEmailAccountCleared', data: { accountId: command.accountId } }] : [];
      default:
        return assertNever(command);
    }
  },
};

export const primaryEmailAccounts = commandHandler(primaryEmailAccount, () => PRIMARY_EMAIL_ACCOUNT_STREAM);
