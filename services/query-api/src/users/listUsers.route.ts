import type { Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { selectUser, userRow } from './userRow.ts';

/** GET /api/users: every account, oldest first. */
export function registerListUsersRoute(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/users', { config: { projections: ['users'] } }, async () =>
    runtime.db.any(sql.type(userRow)`${selectUser} order by created_at, id`),
  );
}
