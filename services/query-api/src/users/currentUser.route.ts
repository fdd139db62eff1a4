import { noQuery, userView } from '@outreach/contracts';
import { DomainError } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { selectUser } from './userRow.ts';

/** GET /api/user: the signed-in user, or 401 when signed out. */
export function registerCurrentUserRoute(app: TypedApp, runtime: Runtime): void {
  app.get('/api/user', { config: { public: true, projections: ['users'] }, schema: { querystring: noQuery, response: { 200: userView } } }, async (request) => {
    const session = request.session;
    if (!session) throw new DomainError('unauthorized', 'Not signed in');
    const user = await runtime.db.maybeOne(sql.type(userView)`${selectUser} where id = ${session.userId}`);
    if (!user) throw new DomainError('unauthorized', 'Not signed in');
    return user;
  });
}
