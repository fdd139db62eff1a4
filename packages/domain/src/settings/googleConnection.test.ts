import { describe, expect, it } from 'vitest';
import { fold } from '../kit/decider.ts';
import { testContext } from '../kit/given.ts';
import { googleConnection, initialGoogleConnection } from './googleConnection.ts';

const context = testContext();

describe('Google Workspace connection decisions', () => {
  it('records the signed-in mailbox (lower case) and the time; never a token', () => {
    const events = googleConnection.decide({ type: 'ConnectGoogleMailbox', email: ' Ana@Example.COM ' }, initialGoogleConnection, context);
    expect(events).toEqual([{ type: 'GoogleMailboxConnected', data: { email: 'ana@example.com', connectedAt: context.now } }]);
    expect(fold(googleConnection, events)).toEqual({ connected: true, email: 'ana@example.com', connectedAt: context.now });
  });

  it('disconnects a connected mailbox, and refuses when none is connected', () => {
    const connected = fold(googleConnection, [{ type: 'GoogleMailboxConnected', data: { email: 'ana@example.com', connectedAt: context.now } }]);
    const events = googleConnection.decide({ type: 'DisconnectGoogleMailbox' }, connected, context);
    expect(events).toEqual([{ type: 'GoogleMailboxDisconnected', data: { email: 'ana@example.com' } }]);
    expect(googleConnection.evolve(connected, events[0]!)).toEqual(initialGoogleConnection);
    expect(() => googleConnection.decide({ type: 'DisconnectGoogleMailbox' }, initialGoogleConnection, context)).toThrow('No Google Workspace account is connected');
  });
});
