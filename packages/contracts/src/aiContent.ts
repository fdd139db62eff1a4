import { z } from 'zod';
import { accepted } from './answers.ts';
import { COMPANY_TONES } from './companyProfile.ts';
import { tier } from './tiers.ts';

/**
 * The content generators: e-mails, subject lines, improvements, optimisation, marketing ideas,
 * personalized messages and the e-mail and SMS wizards (POST /api/ai/*, /api/content/*,
 * /api/sms/generate-wizard), and the lead statistics of the AI Marketing page.
 */

export const AI_CAMPAIGN_TYPES = ['introduction', 'product-update', 'demo-request'] as const;
/** The e-mail wizard's goals and both readings of the SMS wizard's. */
export const CONTENT_GOALS = ['free-trial', 'trial', 'demo', 'education', 'urgency', 'urgent', 'follow-up', 'nurture'] as const;
export type ContentGoal = (typeof CONTENT_GOALS)[number];
/** A personalized message's focus when none is given. */
export const DEFAULT_CAMPAIGN_FOCUS = 'General real estate growth';
/** Who wrote an answer: the configured model, or the built-in offline writer ('Written without AI'). */
export const GENERATED_BY = ['model', 'offline'] as const;
export type GeneratedBy = (typeof GENERATED_BY)[number];

/** The longest e-mail body the generators take or give. */
export const AI_CONTENT_MAX = 20_000;
export const AI_SUBJECT_MAX = 300;
const NOTE_MAX = 2_000;

export const SETUP_REQUIRED = 'Please setup your company profile first';
export const CONTENT_REQUIRED = 'Please add email content first';

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, `Please keep this under ${max} characters`);
const required = (max: number, message: string) => text(max, message).min(1, message);
const optionalNote = (max = NOTE_MAX) => z.string().trim().max(max, `Please keep this under ${max} characters`).optional();

const profileSchema = (missing: string) =>
  z.object(
    {
      name: required(200, missing),
      industry: optionalNote(200),
      targetAudience: optionalNote(500),
      tone: z.enum(COMPANY_TONES, { error: 'Email tone must be professional, friendly, casual or formal' }).optional(),
      companyDescription: optionalNote(),
      keyBenefits: z.array(z.string().trim().max(300, 'Please keep each benefit under 300 characters')).max(30, 'Please keep to 30 benefits').optional(),
      id: z.string().max(100).optional(),
      createdAt: z.string().max(100).nullable().optional(),
      updatedAt: z.string().max(100).nullable().optional(),
      position: z.string().max(100).optional(),
    },
    { error: missing },
  );

/**
 * The company profile every generator writes for, as the web keeps it: a name at least (the
 * browser's copy counts only with a name, an industry and a target audience).
 */
export const aiCompanyProfile = profileSchema(SETUP_REQUIRED);
export type AiCompanyProfile = z.infer<typeof aiCompanyProfile>;

const tiers = (message: string) => z.array(tier, { error: message }).min(1, message).max(5);

export const generateEmailBody = z.object({
  companyProfile: aiCompanyProfile,
  campaignType: z.enum(AI_CAMPAIGN_TYPES, { error: 'Please choose introduction, product-update or demo-request' }),
  specificFocus: optionalNote(500),
  callToAction: optionalNote(300),
});
export type GenerateEmailInput = z.infer<typeof generateEmailBody>;

export const generateSubjectLinesBody = z.object({
  emailContent: required(AI_CONTENT_MAX, CONTENT_REQUIRED),
  companyProfile: aiCompanyProfile,
});
export type GenerateSubjectLinesInput = z.infer<typeof generateSubjectLinesBody>;

export const improveContentBody = z.object({
  currentContent: required(AI_CONTENT_MAX, CONTENT_REQUIRED),
  companyProfile: aiCompanyProfile,
  /** The improve buttons: more persuasive, more concise, add benefits (or any short instruction). */
  improvementFocus: required(300, 'Please choose how to improve the content'),
});
export type ImproveContentInput = z.infer<typeof improveContentBody>;

const OPTIMIZE_BOTH = 'Please enter both subject and content to optimize';
export const optimizeTemplateBody = z.object({
  subject: required(AI_SUBJECT_MAX, OPTIMIZE_BOTH),
  content: required(AI_CONTENT_MAX, OPTIMIZE_BOTH),
  companyProfile: aiCompanyProfile.optional(),
});
export type OptimizeTemplateInput = z.infer<typeof optimizeTemplateBody>;

const IDEAS_BOTH = 'Please select both target audience and campaign type';
export const generateMarketingIdeasBody = z.object({
  targetAudience: required(200, IDEAS_BOTH),
  campaignType: required(200, IDEAS_BOTH),
  specialFocus: optionalNote(500),
  companyProfile: aiCompanyProfile.optional(),
});
export type GenerateMarketingIdeasInput = z.infer<typeof generateMarketingIdeasBody>;

const MESSAGE_ALL = 'Please select a contact, message type, and campaign focus';
export const generatePersonalizedMessageBody = z.object({
  contactId: z.uuid({ error: MESSAGE_ALL }).toLowerCase(),
  messageType: required(100, MESSAGE_ALL),
  /** Blank: 'General real estate growth'. */
  campaignFocus: optionalNote(500),
  companyProfile: aiCompanyProfile.optional(),
});
export type GeneratePersonalizedMessageInput = z.infer<typeof generatePersonalizedMessageBody>;

const goal = z.enum(CONTENT_GOALS, { error: 'Please choose a campaign goal' });
const AUDIENCE = 'Please select at least one performance tier';

export const contentWizardBody = z.object({
  goal,
  tiers: tiers(AUDIENCE),
  customMessage: optionalNote(),
  companyProfile: aiCompanyProfile,
});
export type ContentWizardInput = z.infer<typeof contentWizardBody>;

/** An e-mail wizard template (generated, or sent back to be refined). */
export const wizardEmailTemplate = z.object({
  id: z.string().max(100),
  name: z.string().max(200),
  description: z.string().max(1_000),
  category: z.string().max(100),
  targetTier: z.string().max(100),
  subjectLine: z.string().max(AI_SUBJECT_MAX),
  content: z.string().max(AI_CONTENT_MAX),
});
export type WizardEmailTemplate = z.infer<typeof wizardEmailTemplate>;

const COMPANY_PROFILE_REQUIRED = 'Please set up your company profile before refining the templates';
export const refineWizardBody = z.object({
  originalTemplates: z.array(wizardEmailTemplate, { error: 'Please generate templates first' }).min(1, 'Please generate templates first').max(10),
  feedback: required(NOTE_MAX, 'Please describe what to change'),
  goal,
  tiers: tiers(AUDIENCE),
  companyProfile: profileSchema(COMPANY_PROFILE_REQUIRED),
});
export type RefineWizardInput = z.infer<typeof refineWizardBody>;

export const smsWizardBody = contentWizardBody;
export type SmsWizardInput = z.infer<typeof smsWizardBody>;

/** What every generated answer adds: who wrote it and the record auditors find it under. */
const generated = <Shape extends z.ZodRawShape>(shape: Shape) =>
  accepted(z.object({ ...shape, generatedBy: z.enum(GENERATED_BY), model: z.string().nullable(), generationId: z.string() }));

export const generatedEmail = generated({ content: z.string(), subjectLines: z.array(z.string()) });
export const generatedSubjectLines = generated({ subjectLines: z.array(z.string()) });
export const improvedContent = generated({ content: z.string() });

export const optimizationRecommendation = z.object({
  impact: z.enum(['high', 'medium', 'low']),
  type: z.string(),
  issue: z.string(),
  suggestion: z.string(),
});
export const optimizationResult = generated({
  improvedSubject: z.string(),
  improvedContent: z.string(),
  recommendations: z.array(optimizationRecommendation),
});

export const marketingIdea = z.object({
  title: z.string(),
  targetAudience: z.string(),
  campaignType: z.string(),
  description: z.string(),
  subject: z.string(),
  messageTemplate: z.string(),
  callToAction: z.string(),
  timing: z.string(),
  expectedResponse: z.string(),
});
export type MarketingIdea = z.infer<typeof marketingIdea>;
export const marketingIdeas = generated({ ideas: z.array(marketingIdea) });

export const personalizedMessage = generated({ subject: z.string(), message: z.string() });

export const wizardTemplates = generated({ templates: z.array(wizardEmailTemplate) });

export const generatedSmsTemplate = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  message: z.string(),
  estimatedLength: z.number(),
  targetTier: z.string(),
});
export type GeneratedSmsTemplate = z.infer<typeof generatedSmsTemplate>;
export const smsWizardTemplates = generated({ templates: z.array(generatedSmsTemplate) });

/** GET /api/ai/lead-statistics: figures of the contacts (AI Marketing Ideas' cards and Top Markets). */
export const leadStatistics = z.object({
  totalLeads: z.number(),
  /** Elite and high-performer contacts (20 listings or more). */
  highPerformers: z.number(),
  /** Mean years of experience of the contacts that give it, one decimal (0 when none does). */
  avgExperience: z.number(),
  /** Mean listings per contact, one decimal. */
  avgListings: z.number(),
  /** The cities with most contacts, most first (ten at most). */
  topCities: z.array(z.object({ city: z.string(), state: z.string().nullable(), count: z.number() })),
  topStates: z.array(z.object({ state: z.string(), count: z.number() })),
  tierCounts: z.record(tier, z.number()),
});
export type LeadStatistics = z.infer<typeof leadStatistics>;
