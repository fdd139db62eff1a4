import { fold } from '../kit/decider.ts';
import { emailAccount, type EmailAccountSettings, type EmailAccountState } from '../mailboxes/emailAccount.ts';
import { template } from '../templates/template.ts';
import type { TemplateState } from '../templates/templateState.ts';
import { TEXT, WELCOME, textInput, welcomeCreated } from '../templates/templateFixtures.ts';
import type { CampaignEvent } from './campaign.ts';
import type { CampaignReferences } from './campaignContent.ts';
import { DEFAULT_CAMPAIGN_INPUT, type CampaignFields, type CampaignInput } from './campaignFields.ts';
import { ALL_CONTACTS_FILTER, checkRecipientFilter, type AudienceCount, type RecipientFilterInput } from './recipientFilter.ts';

export const SPRING = '55555555-5555-4555-8555-555555555555';
export const SPRING_COPY = '55555555-5555-4555-8555-555555555556';
export const SALES = '66666666-6666-4666-8666-666666666661';
export const OFF = '66666666-6666-4666-8666-666666666662';
export const GONE = '66666666-6666-4666-8666-666666666663';
export const UNKNOWN_ID = '77777777-7777-4777-8777-777777777777';
export { TEXT, WELCOME };

/** An SMTP mailbox's settings as the campaign tests use them. */
export const smtp = (name: string, fromEmail: string, isActive: boolean): EmailAccountSettings => ({
  name,
  provider: 'smtp',
  fromName: 'Dana',
  fromEmail,
  isActive,
  signature: null,
  smtpHost: 'smtp.example.com',
  smtpPort: 587,
  smtpUsername: 'dana',
  smtpSecurity: 'starttls',
  warmupEnabled: true,
  dailyLimit: 2500,
});

const account = (accountId: string, settings: EmailAccountSettings, deleted = false): EmailAccountState =>
  fold(emailAccount, [
    { type: 'EmailAccountAdded', data: { accountId, createdAt: '2026-01-01T00:00:00.000Z', currentDailyLimit: 50, warmupDay: 1, ...settings } },
    ...(deleted ? [{ type: 'EmailAccountDeleted' as const, data: { accountId, name: settings.name, fromEmail: settings.fromEmail } }] : []),
  ]);

const textTemplate: TemplateState = fold(template, [
  { type: 'TemplateCreated', data: { templateId: TEXT, createdAt: '2026-01-01T00:00:00.000Z', type: 'sms', name: textInput.name, subjectLines: [], content: textInput.content, variables: ['firstName'], targetTier: null, category: 'sms-trial', status: 'saved' } },
]);

/** The welcome e-mail template, an SMS template, an active mailbox, an inactive one and a deleted one; two active mailboxes in all. */
export const references: CampaignReferences = {
  templates: { [WELCOME]: fold(template, [welcomeCreated]), [TEXT]: textTemplate },
  emailAccounts: {
    [SALES]: account(SALES, smtp('Sales', 'dana@listingpro.example', true)),
    [OFF]: account(OFF, smtp('Old', 'old@listingpro.example', false)),
    [GONE]: account(GONE, smtp('Gone', 'gone@listingpro.example', true), true),
  },
  activeMailboxCount: 2,
};

/** The audience count the read side would give for a filter. */
export const counted = (filter: RecipientFilterInput = {}, count = 1200): AudienceCount => ({ filter: checkRecipientFilter(filter), count });

export const springInput: CampaignInput = {
  ...DEFAULT_CAMPAIGN_INPUT,
  name: 'Spring listings',
  type: 'email',
  templateId: WELCOME,
  fromEmailAccountId: SALES,
  recipientFilter: { cities: ['Austin', 'Dallas'], performanceTiers: ['elite', 'high-performer'], minListings: 5 },
};

export const springFields: CampaignFields = {
  name: 'Spring listings',
  type: 'email',
  content: { kind: 'template', templateId: WELCOME },
  sender: { kind: 'mailbox', emailAccountId: SALES },
  recipientFilter: { cities: ['Austin', 'Dallas'], performanceTiers: ['elite', 'high-performer'], minListings: 5, minExperience: null },
  abTest: null,
  sequence: null,
  sendWindow: null,
  tracking: { opens: false, clicks: false },
};

export const springCreated: CampaignEvent = { type: 'CampaignCreated', data: { campaignId: SPRING, createdAt: '2026-01-01T00:00:00.000Z', recipientCount: 1200, ...springFields } };

export const springScheduled: CampaignEvent = {
  type: 'CampaignScheduled',
  data: { campaignId: SPRING, scheduledAt: '2026-01-10T09:00:00.000Z', previousScheduledAt: null, recipientCount: 1200 },
};

export const springSendRequested: CampaignEvent = {
  type: 'CampaignSendRequested',
  data: {
    campaignId: SPRING,
    requestedAt: '2026-01-05T15:00:00.000Z',
    trigger: 'now',
    requestedBy: { kind: 'user', id: 'user-test', username: 'tester' },
    recipientCount: 1200,
    scheduledAt: null,
  },
};

export { ALL_CONTACTS_FILTER };
