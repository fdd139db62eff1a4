import { noQuery, userList, userView } from '@outreach/contracts';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { selectUser } from './userRow.ts';

/** GET /api/users: every account, oldest first. */
export function registerListUsersRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/users', { config: { projections: ['users'] }, schema: { querystring: noQuery, response: { 200: userList } } }, async () =>
    runtime.db.any(sql.type(userView)`${selectUser} order by created_at, id`),
  );
}
