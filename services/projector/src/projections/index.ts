import type { Projection } from '../projection.ts';
import { users } from './users.ts';
import { contacts } from './contacts.ts';
import { stagedAgents } from './stagedAgents.ts';
import { contactImports } from './contactImports.ts';
import { smsConversations } from './smsConversations.ts';
import { smsSettings } from './smsSettings.ts';
import { systemSettings } from './systemSettings.ts';
import { emailSettings } from './emailSettings.ts';
import { emailAccounts } from './emailAccounts.ts';
import { emailDeliverabilityLogs } from './emailDeliverabilityLogs.ts';
import { emailVerifications } from './emailVerifications.ts';
import { outboundEmails } from './outboundEmails.ts';
import { scheduledSmsMessages } from './scheduledSmsMessages.ts';
import { templates } from './templates.ts';
import { companyProfiles } from './companyProfiles.ts';
import { campaigns } from './campaigns.ts';
import { campaignSequences } from './campaignSequences.ts';

/** Every projection the projector runs, in no particular order (each runs independently). */
export const projections: readonly Projection[] = [users, contacts, stagedAgents, contactImports, smsConversations, smsSettings, systemSettings, emailSettings, emailAccounts, emailDeliverabilityLogs, emailVerifications, outboundEmails, scheduledSmsMessages, companyProfiles, templates, campaigns, campaignSequences];
