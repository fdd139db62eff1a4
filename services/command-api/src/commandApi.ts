import { migrate, registerSessionGuard, type Runtime } from '@outreach/server-kit';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { registerLoginRoute } from './auth/login.route.ts';
import { registerLogoutRoute } from './auth/logout.route.ts';
import { ensureFirstAdmin } from './firstStart/ensureFirstAdmin.ts';
import { registerContactImportRoutes } from './contactImports/contactImport.routes.ts';
import { ImportJobs } from './contactImports/importJobs.ts';
import { ProductionImport } from './staging/productionImport.ts';
import { registerContactRoutes } from './contacts/contactRoutes.ts';
import { registerImportRoutes } from './contacts/importRoutes.ts';
import { registerOriginCheck } from './security/originCheck.ts';
import { registerSmsRoutes } from './sms/sms.routes.ts';
import { registerSmsSettingsRoutes } from './settings/smsSettings.route.ts';
import { registerSystemSettingsRoute } from './settings/systemSettings.route.ts';
import { registerTwilioWebhooks } from './webhooks/twilioWebhooks.ts';
import { registerChangePasswordRoute } from './users/changePassword.route.ts';
import { registerCreateUserRoute } from './users/createUser.route.ts';
import { registerDeleteUserRoute } from './users/deleteUser.route.ts';
import { registerUpdateUserRoute } from './users/updateUser.route.ts';

export interface CommandApiOptions {
  publicUrl: string;
}

export interface CommandApi {
  /** Background work of the write side (CSV imports) stops after its current batch. */
  close(): Promise<void>;
}

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Register the write side (POST/PUT/DELETE /api/*, /webhooks/*) on an app. Every /api route but
 * sign-in needs a session; state-changing requests from another site are refused.
 */
export async function registerCommandApi(app: FastifyInstance, runtime: Runtime, options: CommandApiOptions): Promise<CommandApi> {
  await migrate(runtime.pg, 'command-api', MIGRATIONS);
  await ensureFirstAdmin(runtime);
  const jobs = new ImportJobs(runtime);
  const production = new ProductionImport(runtime);
  const secureCookies = options.publicUrl.startsWith('https:');
  await app.register(async (scope) => {
    registerOriginCheck(scope, options.publicUrl);
    registerSessionGuard(scope, runtime);
    registerLoginRoute(scope, runtime, secureCookies);
    registerLogoutRoute(scope, runtime, secureCookies);
    registerCreateUserRoute(scope, runtime);
    registerUpdateUserRoute(scope, runtime);
    registerChangePasswordRoute(scope, runtime);
    registerDeleteUserRoute(scope, runtime);
    registerContactRoutes(scope, runtime);
    registerImportRoutes(scope, runtime, production);
    registerContactImportRoutes(scope, runtime, jobs);
    registerSmsRoutes(scope, runtime);
    registerSmsSettingsRoutes(scope, runtime);
    registerSystemSettingsRoute(scope, runtime);
  });
  // Webhooks: no session, no Origin check; the provider's signature authenticates them.
  await registerTwilioWebhooks(app, runtime, { publicUrl: options.publicUrl });
  await jobs.resumeUnfinished();
  return { close: async () => Promise.all([jobs.close(), production.close()]).then(() => undefined) };
}
