import { describe, expect, it } from 'vitest';
import { fold } from '../kit/decider.ts';
import { testContext } from '../kit/given.ts';
import { initialMicrosoftConnection, microsoftConnection } from './microsoftConnection.ts';

const context = testContext();

describe('Microsoft 365 connection decisions', () => {
  it('records the signed-in mailbox (lower case), its tenant and the time; never a token', () => {
    const events = microsoftConnection.decide({ type: 'ConnectMicrosoftMailbox', email: ' Ana@Contoso.com ', tenantId: 't1' }, initialMicrosoftConnection, context);
    expect(events).toEqual([{ type: 'MicrosoftMailboxConnected', data: { email: 'ana@contoso.com', tenantId: 't1', connectedAt: context.now } }]);
    expect(fold(microsoftConnection, events)).toEqual({ connected: true, email: 'ana@contoso.com', tenantId: 't1', connectedAt: context.now });
  });

  it('disconnects a connected mailbox, and refuses when none is connected', () => {
    const connected = fold(microsoftConnection, [{ type: 'MicrosoftMailboxConnected', data: { email: 'ana@contoso.com', tenantId: null, connectedAt: context.now } }]);
    const events = microsoftConnection.decide({ type: 'DisconnectMicrosoftMailbox' }, connected, context);
    expect(events).toEqual([{ type: 'MicrosoftMailboxDisconnected', data: { email: 'ana@contoso.com' } }]);
    expect(microsoftConnection.evolve(connected, events[0]!)).toEqual(initialMicrosoftConnection);
    expect(() => microsoftConnection.decide({ type: 'DisconnectMicrosoftMailbox' }, initialMicrosoftConnection, context)).toThrow('No Microsoft 365 account is connected');
  });
});
