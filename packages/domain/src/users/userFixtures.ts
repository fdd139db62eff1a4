import type { UserEvent } from './user.ts';

export const ALICE = '11111111-1111-4111-8111-111111111111';

export const aliceCreated: UserEvent = {
  type: 'UserCreated',
  data: { userId: ALICE, username: 'alice', email: 'alice@example.com', createdAt: '2026-01-01T00:00:00.000Z' },
};
