import { registerSessionGuard, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { registerStreamHistoryRoute } from './audit/streamHistory.route.ts';
import { CheckpointWatcher } from './readYourWrites/checkpointWatcher.ts';
import { registerMinPositionHook } from './readYourWrites/minPositionHook.ts';
import { registerCurrentUserRoute } from './users/currentUser.route.ts';
import { registerListUsersRoute } from './users/listUsers.route.ts';

export interface QueryApi {
  close(): Promise<void>;
}

/** Register the read routes (GET /api/*) on an app; they only read the projector's tables. */
export async function registerQueryApi(app: FastifyInstance, runtime: Runtime): Promise<QueryApi> {
  const watcher = new CheckpointWatcher(runtime.databaseUrl, runtime.pg, runtime.logger);
  await watcher.start();
  await app.register(async (scope) => {
    registerSessionGuard(scope, runtime);
    registerMinPositionHook(scope, watcher);
    registerCurrentUserRoute(scope, runtime);
    registerListUsersRoute(scope, runtime);
    registerStreamHistoryRoute(scope, runtime);
  });
  return { close: () => watcher.close() };
}
