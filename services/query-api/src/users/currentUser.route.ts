import { DomainError } from '@outreach/domain';
import type { Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'slonik';
import { selectUser, userRow } from './userRow.ts';

/** GET /api/user: the signed-in user, or 401 when signed out. */
export function registerCurrentUserRoute(app: FastifyInstance, runtime: Runtime): void {
  app.get('/api/user', { config: { public: true, projections: ['users'] } }, async (request) => {
    const session = request.session;
    if (!session) throw new DomainError('unauthorized', 'Not signed in');
    const user = await runtime.db.maybeOne(sql.type(userRow)`${selectUser} where id = ${session.userId}`);
    if (!user) throw new DomainError('unauthorized', 'Not signed in');
    return user;
  });
}
