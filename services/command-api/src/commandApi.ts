import { migrate, registerCommandContext, registerSessionGuard, typedApp, type Runtime } from '@outreach/server-kit';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ProcessHost } from '@outreach/runner';
import { registerLoginRoute } from './auth/login.route.ts';
import { registerLogoutRoute } from './auth/logout.route.ts';
import { ensureFirstAdmin } from './firstStart/ensureFirstAdmin.ts';
import { registerContactImportRoutes } from './contactImports/contactImport.routes.ts';
import { startCommandApiProcesses } from './processes.ts';
import { registerLogCallRoute } from './contacts/logCall.route.ts';
import { registerMarkCommunicationRoute } from './contacts/markCommunication.route.ts';
import { registerUpdateContactRoute } from './contacts/updateContact.route.ts';
import { registerImportRentalPageRoute } from './contacts/importRentalPage.route.ts';
import { registerImportToProductionRoute } from './contacts/importToProduction.route.ts';
import { registerOriginCheck } from './security/originCheck.ts';
import { registerArchiveConversationRoute } from './sms/archiveConversation.route.ts';
import { registerBlockConversationRoute } from './sms/blockConversation.route.ts';
import { registerMarkConversationReadRoute } from './sms/markConversationRead.route.ts';
import { registerReplyToConversationRoute } from './sms/replyToConversation.route.ts';
import { registerSendSmsRoute } from './sms/sendSms.route.ts';
import { registerSendTestSmsRoute } from './sms/sendTestSms.route.ts';
import { registerChangeSystemSettingsRoute } from './settings/changeSystemSettings.route.ts';
import { registerRemoveSmsSettingsRoute } from './settings/removeSmsSettings.route.ts';
import { registerSaveSmsSettingsRoute } from './settings/saveSmsSettings.route.ts';
import { registerTestSmsConnectionRoute } from './settings/testSmsConnection.route.ts';
import { registerRemoveEmailSettingsRoute } from './settings/removeEmailSettings.route.ts';
import { registerSaveEmailSettingsRoute } from './settings/saveEmailSettings.route.ts';
import { registerTestEmailConnectionRoute } from './settings/testEmailConnection.route.ts';
import { registerTwilioWebhooks } from './webhooks/twilioWebhooks.ts';
import { registerEmailEventWebhooks } from './webhooks/emailEvents.ts';
import { registerTrackingRoutes } from './tracking/tracking.route.ts';
import { registerUnsubscribeRoutes } from './unsubscribe/unsubscribe.route.ts';
import { registerAddEmailAccountRoute } from './emailAccounts/addEmailAccount.route.ts';
import { registerDeleteEmailAccountRoute } from './emailAccounts/deleteEmailAccount.route.ts';
import { registerSetPrimaryEmailAccountRoute } from './emailAccounts/setPrimaryEmailAccount.route.ts';
import { registerTestEmailAccountRoute } from './emailAccounts/testEmailAccount.route.ts';
import { registerUpdateEmailAccountRoute } from './emailAccounts/updateEmailAccount.route.ts';
import { registerMicrosoftApiRoutes, registerMicrosoftRedirectRoutes } from './microsoft/microsoft.routes.ts';
import { registerGoogleApiRoutes, registerGoogleRedirectRoutes } from './google/google.routes.ts';
import { registerSendTestEmailRoute } from './outboundEmails/sendTestEmail.route.ts';
import { registerAiContentRoutes } from './aiContent/aiContent.routes.ts';
import { registerChangePasswordRoute } from './users/changePassword.route.ts';
import { registerCreateUserRoute } from './users/createUser.route.ts';
import { registerDeleteUserRoute } from './users/deleteUser.route.ts';
import { registerUpdateUserRoute } from './users/updateUser.route.ts';
import { registerTemplateRoutes } from './templates/templateRoutes.ts';
import { registerAnalyzeDeliverabilityRoute } from './contentAnalysis/analyzeDeliverability.route.ts';
import { registerAnalyzeTemplateDeliverabilityRoute } from './contentAnalysis/analyzeTemplateDeliverability.route.ts';
import { registerSaveCompanyProfileRoute } from './companyProfile/saveCompanyProfile.route.ts';
import { registerCampaignRoutes } from './campaigns/campaignRoutes.ts';

export interface CommandApiOptions {
  publicUrl: string;
}

export interface CommandApi {
  /** The write side's long-running processes (imports): poke them after moving a test clock. */
  processes: ProcessHost;
  /** Background work of the write side (CSV imports) stops after its current batch. */
  close(): Promise<void>;
}

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

/**
 * Register the write side (POST/PUT/DELETE /api/*, /webhooks/*) on an app: one route file per use
 * case, each declaring its contracts as schema. Every /api route but sign-in needs a session;
 * state-changing requests from another site are refused.
 */
export async function registerCommandApi(app: FastifyInstance, runtime: Runtime, options: CommandApiOptions): Promise<CommandApi> {
  await migrate(runtime.pg, 'command-api', MIGRATIONS);
  await ensureFirstAdmin(runtime);
  const secureCookies = options.publicUrl.startsWith('https:');
  registerCommandContext(app, runtime.clock);
  await app.register(async (scope) => {
    registerOriginCheck(scope, options.publicUrl);
    registerSessionGuard(scope, runtime);
    // Every /api command takes JSON (the CSV upload adds its own types): another type is a 415, not a string to validate.
    scope.removeContentTypeParser('text/plain');
    const api = typedApp(scope);
    registerLoginRoute(api, runtime, secureCookies);
    registerLogoutRoute(api, runtime, secureCookies);
    registerCreateUserRoute(api, runtime);
    registerUpdateUserRoute(api, runtime);
    registerChangePasswordRoute(api, runtime);
    registerDeleteUserRoute(api, runtime);
    registerUpdateContactRoute(api, runtime);
    registerMarkCommunicationRoute(api, runtime);
    registerLogCallRoute(api, runtime);
    registerImportRentalPageRoute(api, runtime);
    registerImportToProductionRoute(api, runtime);
    registerContactImportRoutes(api, runtime);
    registerReplyToConversationRoute(api, runtime);
    registerMarkConversationReadRoute(api, runtime);
    registerArchiveConversationRoute(api, runtime);
    registerBlockConversationRoute(api, runtime);
    registerSendSmsRoute(api, runtime);
    registerSendTestSmsRoute(api, runtime);
    registerSaveSmsSettingsRoute(api, runtime);
    registerTestSmsConnectionRoute(api, runtime);
    registerRemoveSmsSettingsRoute(api, runtime);
    registerChangeSystemSettingsRoute(api, runtime);
    registerSaveEmailSettingsRoute(api, runtime);
    registerTestEmailConnectionRoute(api, runtime);
    registerRemoveEmailSettingsRoute(api, runtime);
    registerAddEmailAccountRoute(api, runtime);
    registerUpdateEmailAccountRoute(api, runtime);
    registerDeleteEmailAccountRoute(api, runtime);
    registerSetPrimaryEmailAccountRoute(api, runtime);
    registerTestEmailAccountRoute(api, runtime);
    registerMicrosoftApiRoutes(api, runtime, options.publicUrl);
    registerGoogleApiRoutes(api, runtime, options.publicUrl);
    registerSendTestEmailRoute(api, runtime);
    registerAiContentRoutes(api, runtime);
    registerTemplateRoutes(api, runtime);
    registerAnalyzeDeliverabilityRoute(api, runtime);
    registerAnalyzeTemplateDeliverabilityRoute(api, runtime);
    registerSaveCompanyProfileRoute(api, runtime);
    registerCampaignRoutes(api, runtime);
  });
  // Webhooks: no session, no Origin check; the provider's signature authenticates them.
  await registerTwilioWebhooks(app, runtime, { publicUrl: options.publicUrl });
  await registerEmailEventWebhooks(app, runtime);
  // The unsubscribe link of every e-mail: public, the signed token is the authority.
  await registerUnsubscribeRoutes(app, runtime);
  // The open pixel and click redirect of campaigns that track them: public, the signed token is the authority.
  await registerTrackingRoutes(app, runtime);
  // Microsoft 365 and Google Workspace sign-in: full-page redirects and the callbacks, each finding the session itself.
  await registerMicrosoftRedirectRoutes(app, runtime, options.publicUrl);
  await registerGoogleRedirectRoutes(app, runtime, options.publicUrl);
  const processes = await startCommandApiProcesses(runtime);
  return { processes, close: () => processes.stop() };
}
