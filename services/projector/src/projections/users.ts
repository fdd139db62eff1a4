import type { UserEvent } from '@outreach/domain';
import type { Projection } from '../projection.ts';

/** read.users: the accounts that exist now, for the user list and the signed-in user. */
export const users: Projection = {
  name: 'users',
  version: 1,
  tables: ['users'],
  handles: ['UserCreated', 'UserUpdated', 'UserDeleted', 'UserSignedIn'],
  async apply({ tx, table }, events) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as UserEvent;
      const at = recorded.metadata.occurredAt;
      switch (event.type) {
        case 'UserCreated':
          await tx.query(
            `insert into ${table('users')} (id, username, email, created_at, updated_at) values ($1, $2, $3, $4, $4)
             on conflict (id) do nothing`,
            [event.data.userId, event.data.username, event.data.email, event.data.createdAt],
          );
          break;
        case 'UserUpdated':
          await tx.query(`update ${table('users')} set username = $2, email = $3, updated_at = $4 where id = $1`, [
            event.data.userId,
            event.data.username,
            event.data.email,
            at,
          ]);
          break;
        case 'UserDeleted':
          await tx.query(`delete from ${table('users')} where id = $1`, [event.data.userId]);
          break;
        case 'UserSignedIn':
          await tx.query(`update ${table('users')} set last_signed_in_at = $2 where id = $1`, [event.data.userId, at]);
          break;
        default:
          break;
      }
    }
  },
};
