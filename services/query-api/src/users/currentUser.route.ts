import { noQuery, userView } from '@outreach/contracts';
import { DomainError } from '@outreach/domain';
import type { Runtime, TypedApp } from '@outreach/server-kit';
import { sql } from 'slonik';
import { MAX_WAIT_MS } from '../readYourWrites/minPositionHook.ts';
import type { CheckpointWatcher } from '../readYourWrites/checkpointWatcher.ts';
import { selectUser } from './userRow.ts';

/**
 * GET /api/user: the signed-in user, or 401 when signed out. A session is only opened for a user
 * who exists, so a user not yet in the read model (created a moment before signing in) is waited
 * for (the users projection catching up with the log, at most MAX_WAIT_MS) rather than sent to
 * the sign-in page.
 */
export function registerCurrentUserRoute(app: TypedApp, runtime: Runtime, watcher: CheckpointWatcher): void {
  app.get('/api/user', { config: { public: true, projections: ['users'] }, schema: { querystring: noQuery, response: { 200: userView } } }, async (request) => {
    const session = request.session;
    if (!session) throw new DomainError('unauthorized', 'Not signed in');
    const find = () => runtime.db.maybeOne(sql.type(userView)`${selectUser} where id = ${session.userId}`);
    let user = await find();
    if (!user) {
      const head = await runtime.eventStore.headPosition();
      if (head && (await watcher.waitFor(head, MAX_WAIT_MS, ['users']))) user = await find();
    }
    if (!user) throw new DomainError('unauthorized', 'Not signed in');
    return user;
  });
}
