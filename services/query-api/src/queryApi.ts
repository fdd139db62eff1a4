import { projections } from '@outreach/projector';
import { registerSessionGuard, typedApp, type Runtime } from '@outreach/server-kit';
import type { FastifyInstance } from 'fastify';
import { registerStreamHistoryRoute } from './audit/streamHistory.route.ts';
import { CheckpointWatcher } from './readYourWrites/checkpointWatcher.ts';
import { registerMinPositionHook } from './readYourWrites/minPositionHook.ts';
import { registerOutboundEmailRoutes } from './outboundEmails/outboundEmails.route.ts';
import { registerImportProgressRoute } from './contactImports/importProgress.route.ts';
import { registerImportRejectionsRoute } from './contactImports/importRejections.route.ts';
import { registerCallLogRoutes } from './contacts/callLogs.route.ts';
import { registerCallingListRoute } from './contacts/callingList.route.ts';
import { registerContactHistoryRoute } from './contacts/contactHistory.route.ts';
import { registerListContactsRoutes } from './contacts/listContacts.route.ts';
import { registerOverviewRoutes } from './contacts/overview.route.ts';
import { registerRentalAgentsRoute } from './contacts/rentalAgents.route.ts';
import { registerTierCountsRoute } from './contacts/tierCounts.route.ts';
import { registerConversationMessagesRoute } from './sms/conversationMessages.route.ts';
import { registerListConversationsRoute } from './sms/listConversations.route.ts';
import { registerScheduledSmsRoute } from './sms/scheduledSms.route.ts';
import { registerSmsStatsRoute } from './sms/smsStats.route.ts';
import { registerUnreadCountRoute } from './sms/unreadCount.route.ts';
import { registerEmailSettingsRoute } from './settings/emailSettings.route.ts';
import { registerSmsSettingsRoute } from './settings/smsSettings.route.ts';
import { registerSystemSettingsRoute } from './settings/systemSettings.route.ts';
import { registerCurrentUserRoute } from './users/currentUser.route.ts';
import { registerListUsersRoute } from './users/listUsers.route.ts';
import { registerListEmailAccountsRoute } from './emailAccounts/listEmailAccounts.route.ts';
import { registerLeadStatisticsRoute } from './aiContent/leadStatistics.route.ts';
import { registerTemplateRoutes } from './templates/templates.route.ts';
import { registerCompanyProfileRoute } from './companyProfile/companyProfile.route.ts';
import { registerCampaignRoutes } from './campaigns/campaigns.route.ts';
import { registerAudienceCountRoute } from './campaigns/audienceCount.route.ts';
import { registerCampaignEventsRoute } from './campaigns/campaignEvents.route.ts';
import { registerCampaignDeferralsRoute } from './campaigns/campaignDeferrals.route.ts';
import { registerCampaignRecipientsRoute } from './campaigns/campaignRecipients.route.ts';

export interface QueryApi {
  close(): Promise<void>;
}

/**
 * Register the read routes (GET /api/*) on an app, one route file per question, each declaring its
 * params, query and answer from the contracts; they only read the projector's tables.
 */
export async function registerQueryApi(app: FastifyInstance, runtime: Runtime): Promise<QueryApi> {
  const watcher = new CheckpointWatcher(runtime.databaseUrl, runtime.pg, runtime.logger);
  await watcher.start();
  await app.register(async (scope) => {
    registerSessionGuard(scope, runtime);
    registerMinPositionHook(scope, watcher, projections.map((p) => p.name));
    const api = typedApp(scope);
    registerCurrentUserRoute(api, runtime, watcher);
    registerOutboundEmailRoutes(api, runtime);
    registerListUsersRoute(api, runtime);
    registerStreamHistoryRoute(api, runtime);
    registerListContactsRoutes(api, runtime);
    registerCallingListRoute(api, runtime);
    registerRentalAgentsRoute(api, runtime);
    registerTierCountsRoute(api, runtime);
    registerCallLogRoutes(api, runtime);
    registerOverviewRoutes(api, runtime);
    registerContactHistoryRoute(api, runtime);
    registerImportProgressRoute(api, runtime);
    registerImportRejectionsRoute(api, runtime);
    registerEmailSettingsRoute(api, runtime);
    registerSmsSettingsRoute(api, runtime);
    registerSystemSettingsRoute(api, runtime);
    registerListEmailAccountsRoute(api, runtime);
    registerUnreadCountRoute(api, runtime);
    registerListConversationsRoute(api, runtime);
    registerConversationMessagesRoute(api, runtime);
    registerSmsStatsRoute(api, runtime);
    registerScheduledSmsRoute(api, runtime);
    registerLeadStatisticsRoute(api, runtime);
    registerTemplateRoutes(api, runtime);
    registerCompanyProfileRoute(api, runtime);
    registerCampaignRoutes(api, runtime);
    registerAudienceCountRoute(api, runtime);
    registerCampaignRecipientsRoute(api, runtime);
    registerCampaignDeferralsRoute(api, runtime);
    registerCampaignEventsRoute(api, runtime);
  });
  return { close: () => watcher.close() };
}
