import { registerSessionGuard, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { registerStreamHistoryRoute } from './audit/streamHistory.route.ts';
import { CheckpointWatcher } from './readYourWrites/checkpointWatcher.ts';
import { registerMinPositionHook } from './readYourWrites/minPositionHook.ts';
import { registerContactImportRoutes } from './contactImports/contactImport.routes.ts';
import { registerCallLogRoutes } from './contacts/callLogs.route.ts';
import { registerCallingListRoute } from './contacts/callingList.route.ts';
import { registerContactHistoryRoute } from './contacts/contactHistory.route.ts';
import { registerEmailSettingsRoute } from './contacts/emailSettings.route.ts';
import { registerListContactsRoutes } from './contacts/listContacts.route.ts';
import { registerOverviewRoutes } from './contacts/overview.route.ts';
import { registerRentalAgentsRoute } from './contacts/rentalAgents.route.ts';
import { registerTierCountsRoute } from './contacts/tierCounts.route.ts';
import { registerSmsRoutes } from './sms/sms.routes.ts';
import { registerSmsSettingsRoute } from './settings/smsSettings.route.ts';
import { registerSystemSettingsRoute } from './settings/systemSettings.route.ts';
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
    registerListContactsRoutes(scope, runtime);
    registerCallingListRoute(scope, runtime);
    registerRentalAgentsRoute(scope, runtime);
    registerTierCountsRoute(scope, runtime);
    registerCallLogRoutes(scope, runtime);
    registerOverviewRoutes(scope, runtime);
    registerContactHistoryRoute(scope, runtime);
    registerEmailSettingsRoute(scope);
    registerContactImportRoutes(scope, runtime);
    registerSmsSettingsRoute(scope, runtime);
    registerSystemSettingsRoute(scope, runtime);
    registerSmsRoutes(scope, runtime);
  });
  return { close: () => watcher.close() };
}
